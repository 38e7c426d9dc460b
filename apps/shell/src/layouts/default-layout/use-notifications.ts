import { notificationsApi, useMutation, useQuery, useQueryClient } from '@sp/api-client';
import { useAuthStore } from '@sp/shared-auth';
import { useEffect } from 'react';

const KEY = ['notifications'];

/** The bell's data: the list, kept live by the API's event stream (SSE). */
export function useNotifications() {
  const queryClient = useQueryClient();
  const token = useAuthStore((s) => s.accessToken);
  const query = useQuery({ queryKey: KEY, queryFn: () => notificationsApi.list(20), enabled: Boolean(token) });
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    const source = new EventSource(notificationsApi.streamUrl());
    const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
    source.addEventListener('message', refresh);
    source.addEventListener('notification', refresh);
    return () => source.close();
  }, [token, queryClient]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const read = useMutation({ mutationFn: notificationsApi.read, onSuccess: refresh });
  const readAll = useMutation({ mutationFn: notificationsApi.readAll, onSuccess: refresh });
  return {
    items: query.data?.items ?? [],
    unread: query.data?.unreadCount ?? 0,
    markRead: (id: string) => read.mutate(id),
    markAllRead: () => readAll.mutate(),
  };
}

import { notificationsApi, useMutation, useQuery, useQueryClient } from '@sp/api-client';
import { useAuthStore } from '@sp/shared-auth';
import { useEffect } from 'react';

const KEY = ['notifications'];

/** The bell's data: the list, kept live by the API's event stream (SSE). */
export function useNotifications() {
  const queryClient = useQueryClient();
  const token = useAuthStore((s) => s.accessToken);
  const query = useQuery({
    queryKey: KEY,
    queryFn: () => notificationsApi.list(20),
    enabled: Boolean(token),
  });
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
    // Each connection needs a fresh single-use ticket, so a dropped stream is reopened here
    // (EventSource's own retry would reuse the spent ticket), waiting longer after each failure.
    const open = async () => {
      try {
        const url = await notificationsApi.streamUrl();
        if (stopped) return;
        source = new EventSource(url);
        source.addEventListener('open', () => (failures = 0));
        source.addEventListener('message', refresh);
        source.addEventListener('notification', refresh);
        source.addEventListener('error', () => {
          source?.close();
          reopen();
        });
      } catch {
        reopen();
      }
    };
    const reopen = () => {
      if (stopped) return;
      failures += 1;
      retry = setTimeout(
        () => void open().then(refresh),
        Math.min(30_000, 1000 * 2 ** Math.min(failures, 5)),
      );
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
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

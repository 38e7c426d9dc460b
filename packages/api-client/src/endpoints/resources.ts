import type { AuditEntry, Notification, Store } from '@sp/contracts/api';
import { useAuthStore } from '@sp/shared-auth';
import { http, request } from '@sp/http';

export const storesApi = {
  list: () => request(() => http.get('stores').json<{ items: Store[] }>()),
};

export const notificationsApi = {
  list: (limit = 20) =>
    request(() =>
      http.get('notifications', { searchParams: { limit } }).json<{ items: Notification[]; unreadCount: number }>(),
    ),
  read: (id: string) => request(() => http.post(`notifications/${id}/read`).json<unknown>()),
  readAll: () => request(() => http.post('notifications/read-all').json<unknown>()),
  registerToken: (token: string) =>
    request(() => http.post('notification-tokens', { json: { token, platform: 'web' } }).json<unknown>()),
  /** EventSource cannot send headers, so the stream takes the token in its query. */
  streamUrl: () => `/api/notifications/stream?access_token=${encodeURIComponent(useAuthStore.getState().accessToken)}`,
};

export const auditApi = {
  list: (query: { userId?: string; page?: number; pageSize?: number }) =>
    request(() =>
      http
        .get('audit-log', { searchParams: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string | number> })
        .json<{ items: AuditEntry[]; total: number; page: number; pageSize: number }>(),
    ),
};

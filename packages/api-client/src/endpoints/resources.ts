import type { Notification, Store, StreamTicket } from '@sp/contracts/api';
import { http, request } from '@sp/http';

/** The stores the signed-in user may work in: the shell's store switcher and profile. */
export const storesApi = {
  list: () => request(() => http.get('stores').json<{ items: Store[] }>()),
};

/** The shell's notification centre and push registration. */
export const notificationsApi = {
  list: (limit = 20) =>
    request(() =>
      http
        .get('notifications', { searchParams: { limit } })
        .json<{ items: Notification[]; unreadCount: number }>(),
    ),
  read: (id: string) => request(() => http.post(`notifications/${id}/read`).json<unknown>()),
  readAll: () => request(() => http.post('notifications/read-all').json<unknown>()),
  registerToken: (token: string) =>
    request(() =>
      http.post('notification-tokens', { json: { token, platform: 'web' } }).json<unknown>(),
    ),
  /**
   * EventSource cannot send headers: ask for a single-use ticket (one minute) and open the
   * stream's URL with it; the access token never appears in a URL.
   */
  streamUrl: async () => {
    const { ticket } = await request(() =>
      http.post('notifications/stream-tickets').json<StreamTicket>(),
    );
    return `/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`;
  },
};

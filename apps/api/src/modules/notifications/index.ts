import type { FastifyPluginAsync } from 'fastify';
import { notificationRoutes } from './routes';
import type { NotificationBus } from './bus';
import type { Pusher } from './push';

// The services every module may reach through deps (built in buildApp).
declare module '../../kernel/types' {
  interface Deps {
    bus: NotificationBus;
    pusher: Pusher;
  }
}

/** In-app notifications, their live stream and push tokens (/api/notifications*). */
export const notificationsModule: FastifyPluginAsync = async (api) => {
  await api.register(notificationRoutes);
};

// What other modules and the app may use. The kernel's auth opens a stream with a ticket
// this module issued: modules/index.ts hands it redeemStreamTicket.
export { redeemStreamTicket } from './stream-ticket';
export { createNotificationBus, type NotificationBus } from './bus';
export { createPusher, type Pusher } from './push';

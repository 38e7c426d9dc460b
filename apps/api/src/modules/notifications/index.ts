// The door: what other modules may use of this one (an import from inside is a lint error).
// First, before the routes: a module entered while this one is still loading finds its
// tables and functions ready.
export { notificationPreferences } from './tables';
export { channelsFor, savePreferences, storedPreferences, withDefaults } from './preferences';
export { createNotificationBus, type NotificationBus } from './bus';
export { createPusher, type Pusher } from './push';
export { notify } from './service';

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

import type { FastifyPluginAsync } from 'fastify';
import { notificationRoutes } from './routes';

/** In-app notifications, their live stream and push tokens (/api/notifications*). */
export const notificationsModule: FastifyPluginAsync = async (api) => {
  await api.register(notificationRoutes);
};

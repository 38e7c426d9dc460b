import type { FastifyPluginAsync } from 'fastify';
import { registerStreamTicketRedeemer } from '../../kernel/http/auth';
import { notificationRoutes } from './routes';
import { redeemStreamTicket } from './stream-ticket';

// The kernel's auth opens a stream with a ticket this module issued.
registerStreamTicketRedeemer(redeemStreamTicket);

/** In-app notifications, their live stream and push tokens (/api/notifications*). */
export const notificationsModule: FastifyPluginAsync = async (api) => {
  await api.register(notificationRoutes);
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { streamTicketResponseSchema } from '@sp/contracts/api';
import { tokenOf } from '../../kernel/http/auth';
import { issueStreamTicket } from './stream-ticket';

/**
 * A ticket for the notification stream's URL: EventSource cannot send the Authorization
 * header, and an access token in a URL ends up in proxy logs and browser history (issue 33,
 * item 13). Identity's, as a one-time token bound to the session; notifications' stream
 * accepts it through the kernel's auth plugin (modules/index.ts hands the redeemer in).
 */
export const streamTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/notifications/stream-tickets', {
    config: { can: ['read', 'Notification'] },
    schema: { tags: ['notifications'], response: { 200: streamTicketResponseSchema } },
    handler: (request) => issueStreamTicket(app.deps.db, request.caller.user.id, tokenOf(request)!),
  });
};

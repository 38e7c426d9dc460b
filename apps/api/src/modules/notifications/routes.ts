import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationSchema,
  notificationTokenBodySchema,
  notificationStreamQuerySchema,
  okResponseSchema,
} from '@sp/contracts/api';
import { listNotifications, markAllRead, markRead, saveNotificationToken } from './service';
import { requireAuth } from '../../kernel/types';
import { openStream } from './stream';

const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/notifications', {
    config: { can: ['read', 'Notification'] },
    schema: {
      tags,
      querystring: notificationListQuerySchema,
      response: { 200: notificationListResponseSchema },
    },
    handler: (request) =>
      listNotifications(
        app.deps,
        requireAuth(request.auth).user.id,
        request.query.limit,
        request.query.unreadOnly === 'true',
      ),
  });

  app.post('/notifications/:id/read', {
    config: { can: ['update', 'Notification'] },
    schema: { tags, params: idParamsSchema, response: { 200: notificationSchema } },
    handler: (request) => markRead(app.deps, requireAuth(request.auth).user.id, request.params.id),
  });

  app.post('/notifications/read-all', {
    config: { can: ['update', 'Notification'] },
    schema: { tags, response: { 200: okResponseSchema } },
    handler: async (request) => {
      await markAllRead(app.deps, requireAuth(request.auth).user.id);
      return { ok: true as const };
    },
  });

  app.get('/notifications/stream', {
    config: { can: ['read', 'Notification'], streamTicket: true },
    schema: { tags, querystring: notificationStreamQuerySchema },
    handler: (request, reply) => openStream(app, request, reply),
  });

  app.post('/notification-tokens', {
    config: { can: ['read', 'Notification'], idempotent: true },
    schema: { tags, body: notificationTokenBodySchema, response: { 200: okResponseSchema } },
    handler: async (request) => {
      const { tenant, user } = requireAuth(request.auth);
      await saveNotificationToken(
        app.deps,
        { tenantId: tenant.id, userId: user.id },
        request.body.token,
      );
      return { ok: true as const };
    },
  });
};

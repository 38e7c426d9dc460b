import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxQuerySchema, outboxResponseSchema } from '@sp/contracts/api';
import { outbox } from './tables';
import { iso } from '../users';

/**
 * GET /api/dev/outbox: the latest mails of the embedded outbox, for local runs (the admin
 * remote's Outbox page) and e2e tests: they read invitation and reset links here.
 * Registered only on a local run (config.localOutbox: `npm start`, DEV_OUTBOX=1; never with
 * SMTP or NODE_ENV=production) and answered only to a super admin.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/outbox', {
    config: { can: ['manage', 'Tenant'] },
    schema: {
      tags: ['dev'],
      querystring: outboxQuerySchema,
      response: { 200: outboxResponseSchema },
    },
    handler: async (request) => {
      const to = request.query.to?.toLowerCase();
      const rows = await app.deps.db
        .select()
        .from(outbox)
        .where(to ? eq(outbox.to, to) : undefined)
        .orderBy(desc(outbox.createdAt))
        .limit(20);
      return {
        items: rows.map((m) => ({
          to: m.to,
          subject: m.subject,
          text: m.text,
          createdAt: iso(m.createdAt),
        })),
      };
    },
  });
};

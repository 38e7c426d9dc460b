import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxQuerySchema, outboxResponseSchema } from '@sp/contracts/api';
import { outbox } from '../../db/schema';
import { iso } from '../../services/views';

/**
 * GET /api/dev/outbox: the latest mails of the embedded outbox (no SMTP), for e2e tests
 * and local runs: they read invitation and reset links here. Registered only when mail
 * goes to the embedded outbox (no SMTP_URL) and outside production (NODE_ENV=production
 * turns it off unless DEV_OUTBOX=1), and answered only to a super admin.
 */
export const devOutboxEnabled = (env: NodeJS.ProcessEnv = process.env) =>
  env.DEV_OUTBOX === '1' || (env.NODE_ENV !== 'production' && !env.SMTP_URL && env.DEV_OUTBOX !== '0');

export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/outbox', {
    config: { can: ['manage', 'Tenant'] },
    schema: { tags: ['dev'], querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } },
    handler: async (request) => {
      const to = request.query.to?.toLowerCase();
      const rows = await app.deps.db
        .select()
        .from(outbox)
        .where(to ? eq(outbox.to, to) : undefined)
        .orderBy(desc(outbox.createdAt))
        .limit(20);
      return { items: rows.map((m) => ({ to: m.to, subject: m.subject, text: m.text, createdAt: iso(m.createdAt) })) };
    },
  });
};

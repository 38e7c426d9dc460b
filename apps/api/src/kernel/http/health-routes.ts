import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { expectedMigrations } from '../db/client';

/**
 * For load balancers and orchestrators. /api/health (liveness): the process answers.
 * /api/ready (readiness): the database answers and every migration of this build is
 * applied; 503 otherwise, and while shutting down (Fastify's return503OnClosing).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const expected = expectedMigrations();
  const hide = { hide: true };

  app.get('/health', { schema: hide, config: { public: true } }, async () => ({ status: 'ok' }));

  app.get('/ready', { schema: hide, config: { public: true } }, async (_request, reply) => {
    try {
      const result = await app.deps.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const applied = Number(result.rows[0]?.n ?? 0);
      if (applied < expected) {
        return reply.code(503).send({ status: 'migrating', migrations: { applied, expected } });
      }
      return { status: 'ready', migrations: { applied, expected } };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness: database unreachable');
      return reply.code(503).send({ status: 'database_unreachable' });
    }
  });
};

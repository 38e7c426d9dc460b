import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../errors';
import { sha256 } from '../services/secrets';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { scope: string; key: string } | null;
  }
}

/**
 * For routes with `config.idempotent`: the same Idempotency-Key with the same body
 * replays the first answer; another body is 422; a first request still running is 409.
 * Keys are scoped by tenant and user. Server errors free the key so a retry can run.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotency', null);
  const db = () => app.deps.db;

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (!request.routeOptions.config.idempotent || typeof key !== 'string' || !key) return;
    if (key.length > 200) throw new AppError(400, 'validation_failed', 'Idempotency-Key is too long');
    const who = request.auth ? `${request.auth.tenant.id}:${request.auth.user.id}` : `ip:${request.ip}`;
    const scope = `${who}:${request.method} ${request.routeOptions.url}`;
    const requestHash = sha256(JSON.stringify(request.body ?? null));
    const inserted = await db()
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length) {
      request.idempotency = { scope, key };
      return;
    }
    const [first] = await db()
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!first) throw new AppError(409, 'idempotency_in_progress', 'Retry this request');
    if (first.requestHash !== requestHash) {
      throw new AppError(422, 'idempotency_key_reused', 'This Idempotency-Key was used with another request');
    }
    if (first.state === 'running') {
      throw new AppError(409, 'idempotency_in_progress', 'The first request with this key is still running');
    }
    reply.header('idempotent-replayed', 'true').header('content-type', 'application/json; charset=utf-8');
    return reply.code(first.responseStatus ?? 200).send(first.responseBody);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const ctx = request.idempotency;
    if (!ctx) return payload;
    request.idempotency = null;
    const where = and(eq(idempotencyKeys.scope, ctx.scope), eq(idempotencyKeys.key, ctx.key));
    if (reply.statusCode >= 500) {
      await db().delete(idempotencyKeys).where(where);
    } else {
      await db()
        .update(idempotencyKeys)
        .set({ state: 'done', responseStatus: reply.statusCode, responseBody: String(payload ?? '') })
        .where(where);
    }
    return payload;
  });
});

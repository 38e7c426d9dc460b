import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { idempotencyKeys } from '../db/kernel-tables';
import { AppError } from '../errors';
import { sha256 } from '../crypto';
import { registerHousekeeping } from '../housekeeping';

/**
 * A keyed request. `inTransaction`: the route stores its answer in its business
 * transaction (idempotentInTransaction below), so nothing is written for the key before.
 */
export interface IdempotencyContext {
  scope: string;
  key: string;
  requestHash: string;
  inTransaction: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: IdempotencyContext | null;
  }
}

/** A stored answer is replayed for a day; after that the key is free again. */
export const KEY_TTL_SECONDS = 24 * 3600;

// Expired keys go with the hourly housekeeping (kernel/housekeeping.ts).
registerHousekeeping('idempotencyKeys', async (db) => {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - ${KEY_TTL_SECONDS} * interval '1 second'`))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
});
/** A first request still "running" after this died with its process: the key is freed. */
export const RUNNING_TTL_SECONDS = 120;

/**
 * For routes with `config.idempotent`: the same Idempotency-Key with the same body
 * replays the first answer; another body is 422; a first request still running is 409
 * (with Retry-After) until it ends or, if its process died, for RUNNING_TTL_SECONDS.
 * Keys are scoped by tenant and user and live 24 h. Server errors free the key so a retry can run.
 * The state is in the database, so a retry sent to another replica replays the same answer.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotency', null);
  const db = () => app.deps.db;
  const age = sql<number>`extract(epoch from now() - ${idempotencyKeys.createdAt})`;

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (!request.routeOptions.config.idempotent || typeof key !== 'string' || !key) return;
    if (key.length > 200)
      throw new AppError(400, 'validation_failed', 'Idempotency-Key is too long');
    const who = request.auth
      ? `${request.auth.tenant.id}:${request.auth.user.id}`
      : `ip:${request.ip}`;
    const scope = `${who}:${request.method} ${request.routeOptions.url}`;
    const requestHash = sha256(JSON.stringify(request.body ?? null));
    const inTransaction = request.routeOptions.config.idempotent === 'in-transaction';
    if (inTransaction) {
      // Only an answer already committed is looked at here; the key is claimed inside the
      // business transaction (a twin running now waits there for the first to end).
      const [first] = await db()
        .select({
          requestHash: idempotencyKeys.requestHash,
          state: idempotencyKeys.state,
          responseStatus: idempotencyKeys.responseStatus,
          responseBody: idempotencyKeys.responseBody,
          age,
        })
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.scope, scope),
            eq(idempotencyKeys.key, key),
            sql`${idempotencyKeys.state} = 'done' and ${age} < ${KEY_TTL_SECONDS}`,
          ),
        );
      if (!first) {
        request.idempotency = { scope, key, requestHash, inTransaction };
        return;
      }
      if (first.requestHash !== requestHash)
        throw new AppError(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was used with another request',
        );
      reply
        .header('idempotent-replayed', 'true')
        .header('content-type', 'application/json; charset=utf-8');
      return reply.code(first.responseStatus ?? 200).send(first.responseBody);
    }
    // A new key, or one whose answer expired or whose first request died, starts afresh.
    const inserted = await db()
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: {
          requestHash,
          state: 'running',
          responseStatus: null,
          responseBody: null,
          createdAt: sql`now()`,
        },
        setWhere: sql`(${idempotencyKeys.state} = 'done' and ${age} >= ${KEY_TTL_SECONDS})
          or (${idempotencyKeys.state} = 'running' and ${age} >= ${RUNNING_TTL_SECONDS})`,
      })
      .returning({ key: idempotencyKeys.key });
    if (inserted.length) {
      request.idempotency = { scope, key, requestHash, inTransaction };
      return;
    }
    const [first] = await db()
      .select({
        requestHash: idempotencyKeys.requestHash,
        state: idempotencyKeys.state,
        responseStatus: idempotencyKeys.responseStatus,
        responseBody: idempotencyKeys.responseBody,
        age,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!first) throw new AppError(409, 'idempotency_in_progress', 'Retry this request');
    if (first.requestHash !== requestHash) {
      throw new AppError(
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was used with another request',
      );
    }
    if (first.state === 'running') {
      const wait = Math.max(1, Math.ceil(RUNNING_TTL_SECONDS - Number(first.age)));
      throw new AppError(
        409,
        'idempotency_in_progress',
        `The first request with this Idempotency-Key has not finished. Retry in ${wait} s: you will get its answer, or, if it was interrupted, it will run again.`,
        undefined,
        { 'retry-after': String(wait) },
      );
    }
    reply
      .header('idempotent-replayed', 'true')
      .header('content-type', 'application/json; charset=utf-8');
    return reply.code(first.responseStatus ?? 200).send(first.responseBody);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const ctx = request.idempotency;
    if (!ctx) return payload;
    request.idempotency = null;
    // Stored (or rolled back) with the change itself.
    if (ctx.inTransaction) return payload;
    const where = and(eq(idempotencyKeys.scope, ctx.scope), eq(idempotencyKeys.key, ctx.key));
    if (reply.statusCode >= 500) {
      await db().delete(idempotencyKeys).where(where);
    } else {
      await db()
        .update(idempotencyKeys)
        .set({
          state: 'done',
          responseStatus: reply.statusCode,
          responseBody: String(payload ?? ''),
        })
        .where(where);
    }
    return payload;
  });
});

/**
 * Idempotency in the business transaction (issue 29.6): the key is claimed by the
 * transaction's first write and its answer stored by its last, so the change and the
 * stored answer commit together. A replica killed before the commit leaves no trace (the
 * retry runs afresh); after it, the retry replays the answer. A twin request running at
 * the same moment waits on the claimed key, then finds it taken: 409, and its retry replays.
 */
export async function idempotentInTransaction<T>(
  tx: Tx,
  ctx: IdempotencyContext | null | undefined,
  status: number,
  work: () => Promise<T>,
): Promise<T> {
  if (!ctx?.inTransaction) return work();
  const age = sql<number>`extract(epoch from now() - ${idempotencyKeys.createdAt})`;
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ scope: ctx.scope, key: ctx.key, requestHash: ctx.requestHash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: {
        requestHash: ctx.requestHash,
        state: 'running',
        responseStatus: null,
        responseBody: null,
        createdAt: sql`now()`,
      },
      // An expired answer, or a 'running' row left by the other (committed-first) path.
      setWhere: sql`(${idempotencyKeys.state} = 'done' and ${age} >= ${KEY_TTL_SECONDS}) or ${idempotencyKeys.state} = 'running'`,
    })
    .returning({ key: idempotencyKeys.key });
  if (!claimed.length) {
    throw new AppError(
      409,
      'idempotency_in_progress',
      'A request with this Idempotency-Key has just completed: retry to get its answer',
      undefined,
      { 'retry-after': '1' },
    );
  }
  const result = await work();
  await tx
    .update(idempotencyKeys)
    .set({ state: 'done', responseStatus: status, responseBody: JSON.stringify(result) })
    .where(and(eq(idempotencyKeys.scope, ctx.scope), eq(idempotencyKeys.key, ctx.key)));
  return result;
}

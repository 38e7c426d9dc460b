import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';

type Thunks = readonly (() => PromiseLike<unknown>)[];
type Results<T extends Thunks> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * `Promise.all` for queries that may run inside a transaction. A transaction is one
 * connection, and a connection runs one query at a time: pg 8 queues the second with a
 * deprecation warning and pg 9 refuses it. So on a pool the queries run side by side
 * (each on its own connection), and inside a transaction they run in turn.
 */
export async function queries<T extends Thunks>(db: Db | Tx, ...run: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction))
    return Promise.all(run.map((q) => q())) as Promise<Results<T>>;
  const out: unknown[] = [];
  for (const q of run) out.push(await q());
  return out as Results<T>;
}

import type pg from 'pg';

type Query = (...args: unknown[]) => unknown;

/**
 * A PostgreSQL connection runs one query at a time, and a transaction is one connection.
 * Code that asks a transaction for several queries at once (`Promise.all` over `tx`, as in
 * a view that loads lines, receipts and supplier together) got them queued by pg 8 with a
 * deprecation warning; pg 9 will refuse them. So each pooled connection queues its own
 * promise-style queries, in call order, as pg did: callers keep writing `Promise.all`, on
 * the pool it still runs queries side by side (each on its own connection). Streams (COPY,
 * cursors: a `submit` method) and callback-style calls pass straight through.
 */
export function oneQueryAtATime(client: pg.ClientBase): void {
  const query = client.query.bind(client) as Query;
  let last: Promise<unknown> | null = null;
  const queued: Query = (...args) => {
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof first?.submit === 'function' || typeof args.at(-1) === 'function') {
      return query(...args);
    }
    const start = () => query(...args) as Promise<unknown>;
    const run = last ? last.then(start, start) : start();
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    last = settled;
    void settled.then(() => {
      if (last === settled) last = null;
    });
    return run;
  };
  (client as unknown as { query: Query }).query = queued;
}

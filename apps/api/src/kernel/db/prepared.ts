import type { Db } from './client';
import { compileRowMapper } from './row-mapper';

const byDb = new WeakMap<Db, Map<string, unknown>>();
const hotTwin = new WeakMap<Db, Db>();

/** `hot`: the same database through connections that keep one generic plan per prepared statement. */
export function planOnce(db: Db, hot: Db) {
  hotTwin.set(db, hot);
}

/** Where `{ genericPlan: true }` statements run (the database itself on PGlite). */
export const hotConnections = (db: Db): Db => hotTwin.get(db) ?? db;

/**
 * A hot query built once per database and kept as a named prepared statement: Drizzle
 * does not rebuild its SQL on every request and PostgreSQL parses it once per connection.
 * `name` must identify the SQL exactly (a query whose text depends on its filters names
 * each shape apart); values go in as `sql.placeholder(...)`. With `{ genericPlan: true }`
 * the statement is built on the database's hot connections (kernel/db/client.ts) and is
 * planned once too: for a statement whose best plan does not depend on its values (a
 * lookup by key, one tenant's page of users); on PGlite it is the one connection.
 */
export function prepared<Q>(
  db: Db,
  name: string,
  build: (db: Db, name: string) => Q,
  options: { genericPlan?: boolean } = {},
): Q {
  let queries = byDb.get(db);
  if (!queries) byDb.set(db, (queries = new Map()));
  let query = queries.get(name) as Q | undefined;
  if (!query) {
    query = build(options.genericPlan ? hotConnections(db) : db, name);
    // Its rows mapped by a plan made once (row-mapper.ts), not Drizzle's per-cell checks.
    if (query && typeof query === 'object') compileRowMapper(query);
    queries.set(name, query);
  }
  return query;
}

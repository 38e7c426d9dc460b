import type { Db } from './client';

const byDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A hot query built once per database and kept as a named prepared statement: Drizzle
 * does not rebuild its SQL on every request and PostgreSQL parses and plans it once per
 * connection. `name` must identify the SQL exactly (a query whose text depends on its
 * filters names each shape apart); values go in as `sql.placeholder(...)`.
 */
export function prepared<Q>(db: Db, name: string, build: (name: string) => Q): Q {
  let queries = byDb.get(db);
  if (!queries) byDb.set(db, (queries = new Map()));
  let query = queries.get(name) as Q | undefined;
  if (!query) {
    query = build(name);
    queries.set(name, query);
  }
  return query;
}

import { and, asc, count, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './db/client';

type Q = Db | Tx;

/** `text` as an ILIKE pattern that matches it anywhere, with %, _ and \ taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One condition matching `search` in any of `columns` (undefined when there is no search). */
export function searchAny(
  search: string | undefined,
  columns: (AnyColumn | SQL)[],
): SQL | undefined {
  if (!search?.trim()) return undefined;
  const pattern = likePattern(search.trim());
  return or(...columns.map((c) => ilike(c as AnyColumn, pattern)));
}

/** `sort=field` or `sort=-field`, looked up in an allow-list; anything else falls back. */
export function orderOf<K extends string>(
  sort: string | undefined,
  allowed: Record<K, AnyColumn | SQL>,
  fallback: K,
): SQL {
  const field = (sort?.replace(/^-/, '') ?? fallback) as K;
  const column = allowed[field] ?? allowed[fallback];
  return sort?.startsWith('-') ? desc(column) : asc(column);
}

export interface PageArgs {
  page: number;
  pageSize: number;
}

/**
 * A page of rows and the total behind it, in one round trip pair run side by side.
 * `where` holds the tenant scope first (every list is tenant-scoped) and the filters;
 * `tieBreak` (usually the id) keeps paging stable when sort values repeat.
 */
export async function listPage<T extends PgTable>(
  db: Q,
  table: T,
  opts: PageArgs & { where: (SQL | undefined)[]; order: SQL; tieBreak: AnyColumn },
) {
  const cond = and(...opts.where.filter(Boolean));
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(cond)
      .orderBy(opts.order, asc(opts.tieBreak))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(cond),
  ]);
  return { items: items as T['$inferSelect'][], total: Number(total?.n ?? 0) };
}

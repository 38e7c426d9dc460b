import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { orders } from './tables';

/**
 * What the planner's estimate of a filter's matches is made from, read in the list's own
 * statement: the orders table's statistics (row count and pages as last measured, when it
 * was last analysed) and its size now (the planner scales the measured density by it).
 * While this text stays the same, EXPLAIN of the same filter gives the same number.
 */
export const plannerInputsSql = sql<string>`(select concat_ws(':', c.reltuples, c.relpages,
    pg_relation_size(c.oid), pg_stat_get_last_analyze_time(c.oid),
    pg_stat_get_last_autoanalyze_time(c.oid))
  from pg_class c where c.oid = 'orders'::regclass)`;

/**
 * Estimates kept per process, by filter, with the planner inputs they were made from. A
 * list past the cap asked again (a desk refreshed, the next page) reuses its estimate and
 * costs one statement, not two (issue 35); once the table is analysed or grows, the inputs
 * differ and the estimate is made again, so no replica shows one older than its statistics.
 */
const kept = new Map<string, { inputs: string; rows: number }>();
const KEEP_AT_MOST = 1_000;

/** Kept as the most recently used (a Map iterates in insertion order: the first is the oldest). */
function keep(filterKey: string, estimate: { inputs: string; rows: number }) {
  kept.delete(filterKey);
  if (kept.size >= KEEP_AT_MOST) kept.delete(kept.keys().next().value!);
  kept.set(filterKey, estimate);
}

/**
 * How many orders PostgreSQL's planner expects the filter to match (EXPLAIN, nothing run):
 * from its statistics, so it is an estimate, good to about a tenth on these filters,
 * cheaper than counting the matches it stands for (docs/orders.md, "Totals").
 * `filterKey` names the filter whole (its shape and every value); `inputs` is what
 * plannerInputsSql read in the same request, or null when the list read no row; `where`
 * builds the filter's SQL, only when the estimate must be made.
 */
export async function plannedMatches(
  db: Db,
  where: () => SQL,
  filterKey: string,
  inputs: string | null,
): Promise<number> {
  const hit = inputs === null ? undefined : kept.get(filterKey);
  if (hit && hit.inputs === inputs) {
    keep(filterKey, hit);
    return hit.rows;
  }
  const res = await db.execute<{ 'QUERY PLAN': unknown }>(
    sql`explain (format json) select 1 from ${orders} where ${where()}`,
  );
  const plan = res.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  const rows = Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
  if (inputs !== null) keep(filterKey, { inputs, rows });
  return rows;
}

/** Two significant figures: an estimate shown as 12,000, not 12,347. */
export const roughly = (n: number) => {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.round(n / step) * step;
};

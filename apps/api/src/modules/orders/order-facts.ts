import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { orders } from './tables';

/**
 * The order facts another module may read inside its own SQL statement (finance's
 * allocations, remittance files, paid state and reports), as a relation with these columns:
 * id, tenant_id, store_id, agent_id, number, tracking_number, status, payment_method,
 * currency, cod_minor, total_minor, ordered_at, status_changed_at.
 *
 * Use it as `from ${orderFacts} o`: the orders table stays this module's (renaming a column
 * here keeps the relation's names), and the planner folds the subquery into the caller's
 * statement, so the orders indexes serve it as before and a list stays one statement.
 */
export const orderFacts =
  sql.raw(`(select id, tenant_id, store_id, agent_id, number, tracking_number, status,
    payment_method, currency, cod_minor, total_minor, ordered_at, status_changed_at from orders)`);

/**
 * Locks the orders named (rows of this tenant only), in id order so two transactions locking
 * overlapping sets never deadlock: what settling money on orders does before it sums.
 */
export async function lockOrdersById(tx: Db | Tx, tenantId: string, ids: string[]) {
  if (!ids.length) return;
  const list = `{${[...new Set(ids)].join(',')}}`;
  await tx.execute(
    sql`select o.id from orders o where o.tenant_id = ${tenantId} and o.id = any(${list}::uuid[]) order by o.id for update`,
  );
}

/** Order numbers by id (labels of what a payment settled), this tenant's only. */
export async function orderNumbers(db: Db | Tx, tenantId: string, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.number]));
}

import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { fulfillmentAgents } from './tables';

type Q = Db | Tx;

/**
 * A courier's delivery fee as it stands now, 0 without a courier: an SQL expression on the
 * agent id `agentId` (a column of the caller's statement), for finance's reckoning of what a
 * COD order is due from history older than the journal. One index probe per row.
 */
export const agentDeliveryFeeSql = (agentId: SQL | AnyColumn) =>
  sql`coalesce((select fa.delivery_fee_minor from fulfillment_agents fa where fa.id = ${agentId}), 0)`;

/**
 * The courier facts another module may read inside its own SQL statement, as a relation
 * with the columns id, tenant_id, name, remit_every_days (`join ${agentFacts} a on ...`):
 * the table stays this module's, the planner folds the subquery into the caller's.
 */
export const agentFacts = sql.raw(
  `(select id, tenant_id, name, remit_every_days from fulfillment_agents)`,
);

/** Couriers' names by id, this tenant's only (every courier of the tenant without `ids`). */
export async function agentNames(db: Q, tenantId: string, ids?: string[]) {
  if (ids && !ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: fulfillmentAgents.id, name: fulfillmentAgents.name })
    .from(fulfillmentAgents)
    .where(
      and(
        eq(fulfillmentAgents.tenantId, tenantId),
        ids ? inArray(fulfillmentAgents.id, [...new Set(ids)]) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.id, r.name]));
}

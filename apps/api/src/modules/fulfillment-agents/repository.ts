import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FulfillmentAgentListQuery } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { fulfillmentAgents } from './tables';
import { likePattern } from '../../kernel/list-query';

type Q = Db | Tx;
export type AgentRow = typeof fulfillmentAgents.$inferSelect;
export type AgentInsert = typeof fulfillmentAgents.$inferInsert;

const SORT = {
  name: fulfillmentAgents.name,
  kind: fulfillmentAgents.kind,
  deliveryFee: fulfillmentAgents.deliveryFeeMinor,
  createdAt: fulfillmentAgents.createdAt,
} as const;

export type AgentFilter = Omit<FulfillmentAgentListQuery, 'page' | 'pageSize'> & {
  tenantId: string;
  page: number;
  pageSize: number;
};

export async function listAgents(db: Q, f: AgentFilter) {
  const where: SQL[] = [eq(fulfillmentAgents.tenantId, f.tenantId)];
  if (f.kind) where.push(eq(fulfillmentAgents.kind, f.kind));
  if (f.active) where.push(eq(fulfillmentAgents.active, f.active === 'true'));
  if (f.search) {
    const p = likePattern(f.search);
    where.push(
      or(
        ilike(fulfillmentAgents.name, p),
        ilike(fulfillmentAgents.phone, p),
        sql`${fulfillmentAgents.cities}::text ilike ${p}`,
      )!,
    );
  }
  const cond = and(...where);
  const column =
    SORT[(f.sort?.replace(/^-/, '') ?? 'name') as keyof typeof SORT] ?? fulfillmentAgents.name;
  const order = f.sort?.startsWith('-') ? desc(column) : asc(column);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(fulfillmentAgents)
      .where(cond)
      .orderBy(order, asc(fulfillmentAgents.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(fulfillmentAgents).where(cond),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/** Scoped by tenant: another tenant's agent is not found. */
export async function findAgentInTenant(db: Q, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(fulfillmentAgents)
    .where(and(eq(fulfillmentAgents.tenantId, tenantId), eq(fulfillmentAgents.id, id)));
  return row ?? null;
}

export async function insertAgent(db: Q, values: AgentInsert) {
  const [row] = await db.insert(fulfillmentAgents).values(values).returning();
  return row!;
}

export async function updateAgent(db: Q, id: string, values: Partial<AgentInsert>) {
  const [row] = await db
    .update(fulfillmentAgents)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(fulfillmentAgents.id, id))
    .returning();
  return row!;
}

/** A courier's delivery and return fees as they stand now: an order's event freezes them when it happens. */
export async function courierFeesOf(db: Q, tenantId: string, agentId: string) {
  const [row] = await db
    .select({
      deliveryFeeMinor: fulfillmentAgents.deliveryFeeMinor,
      returnFeeMinor: fulfillmentAgents.returnFeeMinor,
    })
    .from(fulfillmentAgents)
    .where(and(eq(fulfillmentAgents.tenantId, tenantId), eq(fulfillmentAgents.id, agentId)));
  return row ?? null;
}

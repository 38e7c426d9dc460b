import { and, eq, gte, or, sql } from 'drizzle-orm';
import type { OrderWidgets } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { fromMinor } from '../../kernel/money';
import { fulfillmentAgents } from '../fulfillment-agents';
import { storeLocalDaySql, ZONE_MARGIN_MS } from '../stores';
import { orderWhere, type OrderScope } from './filters';
import { orders } from './tables';

/** The navbar search: an order by number (whole or its digits), phone, tracking number or marketplace reference. */
export async function searchOrders(db: Db, scope: OrderScope, q: string) {
  const text = q.trim();
  const digits = text.replace(/\D/g, '');
  const parts = [
    eq(orders.number, text.toUpperCase()),
    eq(orders.trackingNumber, text),
    eq(orders.externalRef, text),
  ];
  if (digits.length >= 3) parts.push(sql`${orders.number} like ${`%-${digits.padStart(6, '0')}`}`);
  if (digits.length >= 6) parts.push(sql`${orders.phoneDigits} like ${`%${digits}%`}`);
  return db
    .select({ order: orders, agentName: fulfillmentAgents.name })
    .from(orders)
    .leftJoin(fulfillmentAgents, eq(fulfillmentAgents.id, orders.agentId))
    .where(and(orderWhere(scope, {}), or(...parts)))
    .orderBy(sql`${orders.orderedAt} desc`)
    .limit(8);
}

/** Dashboard figures: orders today, to ship, delivered rate over 30 days, COD out with couriers. */
export async function orderWidgets(db: Db, scope: OrderScope): Promise<OrderWidgets> {
  const where = orderWhere(scope, {});
  // Today is each store's local day (issue 31.5); the first test narrows to the last ~38 hours.
  const recent = new Date(Date.now() - 86_400_000 - ZONE_MARGIN_MS);
  const localToday = sql`${orders.orderedAt} >= ${recent} and ${storeLocalDaySql(orders.storeId, orders.orderedAt)} = ${storeLocalDaySql(orders.storeId, sql`now()`)}`;
  const monthAgo = new Date(Date.now() - 30 * 86_400_000);
  const [[counts], cod] = await Promise.all([
    db
      .select({
        today: sql<number>`count(*) filter (where ${localToday})::int`,
        toShip: sql<number>`count(*) filter (where ${orders.status} in ('confirmed', 'packed'))::int`,
        delivered: sql<number>`count(*) filter (where ${orders.status} = 'delivered' and ${orders.orderedAt} >= ${monthAgo})::int`,
        returned: sql<number>`count(*) filter (where ${orders.status} = 'returned' and ${orders.orderedAt} >= ${monthAgo})::int`,
      })
      .from(orders)
      .where(where),
    db
      .select({ currency: orders.currency, amount: sql<number>`sum(${orders.codMinor})::bigint` })
      .from(orders)
      .where(and(where, eq(orders.status, 'shipped'), gte(orders.codMinor, 1)))
      .groupBy(orders.currency)
      .orderBy(orders.currency),
  ]);
  const settled = Number(counts?.delivered ?? 0) + Number(counts?.returned ?? 0);
  return {
    today: Number(counts?.today ?? 0),
    toShip: Number(counts?.toShip ?? 0),
    deliveredRate: settled ? Number(counts!.delivered) / settled : null,
    codPending: cod.map((c) => ({ currency: c.currency, amount: fromMinor(Number(c.amount)) })),
  };
}

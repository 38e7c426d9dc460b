import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { localToday } from '../../kernel/local-day';
import { fromMinor } from '../../kernel/money';
import { fulfillmentAgents } from '../fulfillment-agents';
import { orderWhere, type OrderScope } from './filters';
import { paidStateCondition } from './paid-state';
import { orderLines, orders } from './tables';

const DAY_MS = 86_400_000;
const TO_SHIP = ['confirmed', 'packed'] as const;

/** The last `count` days of the reader, oldest first, ending today (the database's today: kernel/local-day.ts). */
async function lastDays(db: Db, count: number, tz: string): Promise<string[]> {
  const today = Date.parse(`${await localToday(db, tz)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(today - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * Orders and revenue per day and currency over the last `count` days of the reader (their
 * time zone), cancelled orders left out; a day without orders is a zero, so a chart's
 * axis has every day.
 */
export async function orderTrends(db: Db, scope: OrderScope, tz: string, count: number) {
  const days = await lastDays(db, count, tz);
  const day = sql<string>`to_char((${orders.orderedAt} at time zone ${tz})::date, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      currency: orders.currency,
      day,
      orders: sql<number>`count(*)::int`,
      revenue: sql<number>`sum(${orders.totalMinor})::bigint`,
    })
    .from(orders)
    .where(
      and(
        orderWhere(scope, {}),
        sql`${orders.status} <> 'cancelled'`,
        // Two days' margin for any zone, then the reader's days exactly.
        gte(orders.orderedAt, new Date(Date.parse(`${days[0]}T00:00:00Z`) - 2 * DAY_MS)),
        sql`(${orders.orderedAt} at time zone ${tz})::date >= ${days[0]}::date`,
      ),
    )
    // By position: the day's expression carries the zone as a parameter, so it cannot be repeated.
    .groupBy(sql`1, 2`);
  const byCurrency = new Map<string, Map<string, { orders: number; revenue: number }>>();
  for (const r of rows) {
    const series =
      byCurrency.get(r.currency) ?? byCurrency.set(r.currency, new Map()).get(r.currency)!;
    series.set(r.day, { orders: Number(r.orders), revenue: Number(r.revenue) });
  }
  return [...byCurrency]
    .map(([currency, series]) => {
      const points = days.map((d) => ({ day: d, ...(series.get(d) ?? { orders: 0, revenue: 0 }) }));
      return {
        currency,
        orders: points.reduce((n, p) => n + p.orders, 0),
        revenue: fromMinor(points.reduce((n, p) => n + p.revenue, 0)),
        days: points.map((p) => ({ day: p.day, orders: p.orders, revenue: fromMinor(p.revenue) })),
      };
    })
    .sort((a, b) => b.orders - a.orders || a.currency.localeCompare(b.currency));
}

/**
 * Cash on delivery overdue, by courier: delivered COD orders with no remittance matched
 * whose delivery is older than the courier's rhythm (remit every N days).
 */
export async function codOverdueByCourier(db: Db, scope: OrderScope) {
  const rows = await db
    .select({
      agentId: fulfillmentAgents.id,
      agent: fulfillmentAgents.name,
      currency: orders.currency,
      orders: sql<number>`count(*)::int`,
      amount: sql<number>`sum(${orders.codMinor})::bigint`,
      oldestDays: sql<number>`floor(extract(epoch from now() - min(${orders.statusChangedAt})) / 86400)::int`,
    })
    .from(orders)
    .innerJoin(fulfillmentAgents, eq(fulfillmentAgents.id, orders.agentId))
    .where(
      and(
        orderWhere(scope, {}),
        eq(orders.paymentMethod, 'cod'),
        gte(orders.codMinor, 1),
        paidStateCondition('unpaid'),
        lt(
          orders.statusChangedAt,
          sql`now() - make_interval(days => ${fulfillmentAgents.remitEveryDays})`,
        ),
      ),
    )
    .groupBy(fulfillmentAgents.id, fulfillmentAgents.name, orders.currency)
    .orderBy(sql`sum(${orders.codMinor}) desc`)
    .limit(10);
  return rows.map((r) => ({
    ...r,
    orders: Number(r.orders),
    amount: fromMinor(Number(r.amount)),
    oldestDays: Number(r.oldestDays),
  }));
}

/**
 * What is to ship (confirmed or packed), how many of those wait for stock, and the units
 * the waiting orders need per product (the caller compares them with what is free).
 */
export async function toShipNeeds(db: Db, scope: OrderScope) {
  const toShip = and(orderWhere(scope, {}), inArray(orders.status, [...TO_SHIP]));
  const [[counts], needs] = await Promise.all([
    db
      .select({
        orders: sql<number>`count(*)::int`,
        waiting: sql<number>`count(*) filter (where ${orders.stockState} = 'backorder')::int`,
      })
      .from(orders)
      .where(toShip),
    db
      .select({
        productId: orderLines.productId,
        sku: orderLines.sku,
        name: sql<string>`min(${orderLines.name})`,
        needed: sql<number>`sum(${orderLines.quantity})::int`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(toShip, eq(orders.stockState, 'backorder')))
      .groupBy(orderLines.productId, orderLines.sku)
      .orderBy(sql`sum(${orderLines.quantity}) desc`)
      .limit(20),
  ]);
  return {
    orders: Number(counts?.orders ?? 0),
    waiting: Number(counts?.waiting ?? 0),
    needs: needs.map((n) => ({ ...n, needed: Number(n.needed) })),
  };
}

/** A member's own orders (those they created): today, where they stand, and 30 days' outcome. */
export async function ordersOf(db: Db, scope: OrderScope, userId: string, tz: string) {
  const today = await localToday(db, tz);
  const monthAgo = new Date(Date.now() - 30 * DAY_MS);
  const [row] = await db
    .select({
      today: sql<number>`count(*) filter (where (${orders.orderedAt} at time zone ${tz})::date = ${today}::date)::int`,
      pending: sql<number>`count(*) filter (where ${orders.status} = 'pending')::int`,
      toShip: sql<number>`count(*) filter (where ${orders.status} in ('confirmed', 'packed'))::int`,
      shipped: sql<number>`count(*) filter (where ${orders.status} = 'shipped')::int`,
      delivered30: sql<number>`count(*) filter (where ${orders.status} = 'delivered' and ${orders.statusChangedAt} >= ${monthAgo})::int`,
      returned30: sql<number>`count(*) filter (where ${orders.status} = 'returned' and ${orders.statusChangedAt} >= ${monthAgo})::int`,
    })
    .from(orders)
    .where(and(orderWhere(scope, {}), eq(orders.createdBy, userId)));
  return {
    today: Number(row?.today ?? 0),
    pending: Number(row?.pending ?? 0),
    toShip: Number(row?.toShip ?? 0),
    shipped: Number(row?.shipped ?? 0),
    delivered30: Number(row?.delivered30 ?? 0),
    returned30: Number(row?.returned30 ?? 0),
  };
}

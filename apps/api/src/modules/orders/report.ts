import { eq, sql } from 'drizzle-orm';
import type { OrderFilter, OrderReport, OrderReportBucket } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { fromMinor } from '../../kernel/money';
import { fulfillmentAgents } from '../fulfillment-agents';
import { storeZoneJoin, zonedDaySql } from '../stores';
import { orderWhere, type OrderScope } from './filters';
import { orders } from './tables';

/** COD still to come in: orders not delivered yet and not settled otherwise. */
const OPEN = sql`${orders.status} in ('pending', 'confirmed', 'packed', 'shipped')`;

type Grouped = {
  currency: string;
  status: string | null;
  day: string | null;
  city: string | null;
  agent_id: string | null;
  agent_name: string | null;
  payment_method: string | null;
  g: number;
  n: number;
  amount: number;
  cancelled_n: number;
  cancelled_amount: number;
  cod_open: number;
};

/**
 * The report in ONE scan of the filtered orders: GROUPING SETS give the totals by status,
 * day, city, agent and payment method per currency, so every table sums to the same
 * orders the header counts (amounts of different currencies are never added).
 */
export async function orderReport(
  db: Db,
  scope: OrderScope,
  f: Partial<OrderFilter>,
): Promise<OrderReport> {
  // The store's local day the order was placed on (issue 31.5).
  const day = sql`to_char(${zonedDaySql(orders.orderedAt)}, 'YYYY-MM-DD')`;
  const result = await db.execute<Grouped>(sql`
    select ${orders.currency} as currency, ${orders.status} as status, ${day} as day, ${orders.city} as city,
      ${orders.agentId} as agent_id, max(${fulfillmentAgents.name}) as agent_name, ${orders.paymentMethod} as payment_method,
      grouping(${orders.status}, ${day}, ${orders.city}, ${orders.agentId}, ${orders.paymentMethod})::int as g,
      count(*)::int as n, coalesce(sum(${orders.totalMinor}), 0)::bigint as amount,
      (count(*) filter (where ${orders.status} = 'cancelled'))::int as cancelled_n,
      coalesce(sum(${orders.totalMinor}) filter (where ${orders.status} = 'cancelled'), 0)::bigint as cancelled_amount,
      coalesce(sum(${orders.codMinor}) filter (where ${OPEN}), 0)::bigint as cod_open
    from ${orders} ${storeZoneJoin(orders.storeId)} left join ${fulfillmentAgents} on ${eq(fulfillmentAgents.id, orders.agentId)}
    where ${orderWhere(scope, f)}
    group by grouping sets ((${orders.currency}), (${orders.currency}, ${orders.status}), (${orders.currency}, ${day}),
      (${orders.currency}, ${orders.city}), (${orders.currency}, ${orders.agentId}), (${orders.currency}, ${orders.paymentMethod}))`);
  const rows = result.rows.map((r) => ({
    ...r,
    n: Number(r.n),
    amount: Number(r.amount),
    cancelled_n: Number(r.cancelled_n),
    cancelled_amount: Number(r.cancelled_amount),
    cod_open: Number(r.cod_open),
    g: Number(r.g),
  }));
  // grouping() bits, left to right: status, day, city, agent, payment method (1 = rolled up).
  const only = (bit: number) => 0b11111 & ~(1 << (4 - bit));
  const buckets = (
    currency: string,
    bit: number,
    key: (r: Grouped) => string | null,
    label: (r: Grouped) => string,
  ) =>
    rows
      .filter((r) => r.currency === currency && r.g === only(bit))
      .map((r): OrderReportBucket => ({
        key: key(r) ?? 'none',
        label: label(r),
        count: r.n,
        amount: fromMinor(r.amount),
      }))
      .sort((a, b) =>
        bit === 1 ? a.key.localeCompare(b.key) : b.count - a.count || a.key.localeCompare(b.key),
      );
  const currencies = rows
    .filter((r) => r.g === 0b11111)
    .sort((a, b) => b.n - a.n)
    .map((t) => ({
      currency: t.currency,
      count: t.n,
      // The headline leaves cancelled orders out (a seller reads it as business done); the page says so.
      amount: fromMinor(t.amount - t.cancelled_amount),
      cancelledCount: t.cancelled_n,
      cancelledAmount: fromMinor(t.cancelled_amount),
      codToCollect: fromMinor(t.cod_open),
      byStatus: buckets(
        t.currency,
        0,
        (r) => r.status,
        (r) => r.status ?? '',
      ),
      byDay: buckets(
        t.currency,
        1,
        (r) => r.day,
        (r) => r.day ?? '',
      ),
      byCity: buckets(
        t.currency,
        2,
        (r) => r.city,
        (r) => r.city ?? '',
      ),
      byAgent: buckets(
        t.currency,
        3,
        (r) => r.agent_id,
        (r) => r.agent_name ?? '',
      ),
      byPaymentMethod: buckets(
        t.currency,
        4,
        (r) => r.payment_method,
        (r) => r.payment_method ?? '',
      ),
    }));
  const statusCount = (s: string) =>
    currencies.reduce((a, c) => a + (c.byStatus.find((b) => b.key === s)?.count ?? 0), 0);
  const delivered = statusCount('delivered');
  const returned = statusCount('returned');
  const settled = delivered + returned;
  return {
    currencies,
    count: currencies.reduce((a, c) => a + c.count, 0),
    deliveredRate: settled ? delivered / settled : null,
    returnRate: settled ? returned / settled : null,
  };
}

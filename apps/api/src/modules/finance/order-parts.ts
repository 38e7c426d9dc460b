import { sql, type SQL } from 'drizzle-orm';
import { storeZoneJoin, zonedDaySql, ZONE_MARGIN_MS } from '../stores';

/** The product id of an order's own part (shipping and services billed, fees, counts). */
export const ORDER_PART = '00000000-0000-0000-0000-000000000000';

export interface PartsScope {
  tenantId: string;
  /** First and last day, inclusive, the stores' local days ('YYYY-MM-DD', issue 31.5). */
  from: string;
  to: string;
  storeId?: string;
  orderId?: string;
}

export const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
export const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/**
 * What each delivered or returned order brings to profit and loss, one row per order x
 * product plus one for the order's own part, dated by the store's local day it got its status.
 * The one definition behind the summary table and every drill-down, so a figure always
 * equals the sum of the orders behind it. Read-only over the order, catalogue, stock and
 * agents tables: a reporting read model (docs/finance.md).
 *
 * - revenue: a delivered order's lines, and its total beyond its lines (shipping, services,
 *   discount) on the order part;
 * - returns: the same for a returned order (never in revenue: the money did not come);
 * - cogs: what the stock left at when shipped (the shipment movements' average cost),
 *   the product's cost price where no shipment was recorded (imported history);
 * - fees: the agent's delivery fee for a delivered order, return fee for a returned one.
 */
export function orderParts(scope: PartsScope): SQL {
  const store = scope.storeId ? sql`and o.store_id = ${scope.storeId}` : sql``;
  const one = scope.orderId ? sql`and o.id = ${scope.orderId}` : sql``;
  return sql`
    with o as (
      select o.id, o.number, o.store_id, o.currency, o.status, o.total_minor, o.agent_id,
             ${zonedDaySql(sql`o.status_changed_at`)} as day
      from orders o ${storeZoneJoin(sql`o.store_id`)}
      where o.tenant_id = ${scope.tenantId} and o.status in ('delivered', 'returned')
        and o.status_changed_at >= ${new Date(dayStart(scope.from).getTime() - ZONE_MARGIN_MS).toISOString()}::timestamptz
        and o.status_changed_at < ${new Date(dayAfter(scope.to).getTime() + ZONE_MARGIN_MS).toISOString()}::timestamptz
        and ${zonedDaySql(sql`o.status_changed_at`)} between ${scope.from}::date and ${scope.to}::date ${store} ${one}
    ),
    l as (
      select ol.order_id, ol.product_id, sum(ol.total_minor)::bigint as total, sum(ol.quantity)::bigint as qty
      from order_lines ol join o on o.id = ol.order_id group by 1, 2
    ),
    mv as (
      select m.reference_id::uuid as order_id, m.product_id, sum(-m.quantity * m.unit_cost_minor)::bigint as cost
      from stock_movements m
      where m.tenant_id = ${scope.tenantId} and m.reference_type = 'order' and m.kind = 'shipment'
        and m.reference_id in (select id::text from o where status = 'delivered')
      group by 1, 2
    ),
    lt as (select order_id, sum(total)::bigint as total from l group by 1),
    parts as (
      select o.id as order_id, o.number, o.day, o.store_id, l.product_id, o.currency,
        0 as delivered, 0 as returned,
        case when o.status = 'delivered' then l.total else 0 end as revenue,
        case when o.status = 'returned' then l.total else 0 end as returns,
        case when o.status = 'delivered' then coalesce(mv.cost, l.qty * p.cost_price_minor) else 0 end as cogs,
        0 as fees
      from o join l on l.order_id = o.id
        join products p on p.id = l.product_id
        left join mv on mv.order_id = o.id and mv.product_id = l.product_id
      union all
      select o.id, o.number, o.day, o.store_id, ${ORDER_PART}::uuid, o.currency,
        (o.status = 'delivered')::int, (o.status = 'returned')::int,
        case when o.status = 'delivered' then o.total_minor - coalesce(lt.total, 0) else 0 end,
        case when o.status = 'returned' then o.total_minor - coalesce(lt.total, 0) else 0 end,
        0,
        case when o.status = 'delivered' then coalesce(a.delivery_fee_minor, 0) else coalesce(a.return_fee_minor, 0) end
      from o left join lt on lt.order_id = o.id
        left join fulfillment_agents a on a.id = o.agent_id
    )`;
}

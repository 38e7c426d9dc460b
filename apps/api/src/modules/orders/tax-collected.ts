import { sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { storeZoneJoin, zonedDaySql, ZONE_MARGIN_MS } from '../stores';

export type TaxCollectedRow = {
  currency: string;
  rateBp: number;
  baseMinor: number;
  taxMinor: number;
};

/**
 * A shipment's base at one rate, from its `order.delivered` event (`pr`): recorded since the
 * tax report counts shipments; an older event's base is its tax at that rate taken back.
 */
const partBase = sql`coalesce((pr->>'baseMinor')::bigint,
  case when (pr->>'rateBp')::int > 0 then round((pr->>'taxMinor')::numeric * 10000 / (pr->>'rateBp')::int)::bigint else 0 end)`;

/**
 * Tax base and tax per currency and rate of what was delivered over the stores' local days
 * [from, to]: the orders delivered then, as frozen on each order (orders.tax), less the
 * shipments of theirs delivered alone before, and each shipment delivered alone on the local
 * day its `order.delivered` event recorded (its own share of its lines' tax, issue 31.1), so
 * one order delivered over two months has each month's share and the shares sum to its tax.
 * Read here because the rows are the order desk's (the tax module asks through this door).
 */
export async function taxCollectedByRate(
  db: Db,
  tenantId: string,
  storeIds: string[],
  f: { from: string; to: string },
): Promise<TaxCollectedRow[]> {
  const wideFrom = new Date(Date.parse(`${f.from}T00:00:00Z`) - ZONE_MARGIN_MS).toISOString();
  const wideTo = new Date(
    Date.parse(`${f.to}T00:00:00Z`) + 86_400_000 + ZONE_MARGIN_MS,
  ).toISOString();
  const stores = `{${storeIds.join(',')}}`;
  const result = await db.execute<{
    currency: string;
    rate_bp: unknown;
    base: unknown;
    tax: unknown;
  }>(sql`
    select currency, rate_bp, sum(base)::bigint as base, sum(tax)::bigint as tax from (
      -- orders delivered in the period, less their shipments delivered alone before (counted on their own days)
      select o.currency, (r->>'rateBp')::int as rate_bp,
        (r->>'baseMinor')::bigint - coalesce(p.base, 0) as base, (r->>'taxMinor')::bigint - coalesce(p.tax, 0) as tax
      from orders o ${storeZoneJoin(sql`o.store_id`)} cross join lateral jsonb_array_elements(o.tax->'byRate') r
      left join lateral (
        select sum(${partBase})::bigint as base, sum((pr->>'taxMinor')::bigint)::bigint as tax
        from domain_events e cross join lateral jsonb_array_elements(e.payload->'tax'->'byRate') pr
        where e.aggregate_type = 'order' and e.aggregate_id = o.id and e.type = 'order.delivered'
          and e.payload->>'shipmentId' is not null and (pr->>'rateBp')::int = (r->>'rateBp')::int
      ) p on true
      where o.tenant_id = ${tenantId} and o.store_id = any(${stores}::uuid[]) and o.status = 'delivered' and o.tax is not null
        and o.status_changed_at >= ${wideFrom}::timestamptz and o.status_changed_at < ${wideTo}::timestamptz
        and ${zonedDaySql(sql`o.status_changed_at`)} between ${f.from}::date and ${f.to}::date
      union all
      -- shipments delivered alone in the period, on the store's local day their event recorded
      select o.currency, (pr->>'rateBp')::int, ${partBase}, (pr->>'taxMinor')::bigint
      from domain_events e join orders o on o.id = e.aggregate_id
        cross join lateral jsonb_array_elements(e.payload->'tax'->'byRate') pr
      where e.tenant_id = ${tenantId} and e.aggregate_type = 'order' and e.type = 'order.delivered'
        and e.payload->>'shipmentId' is not null and o.store_id = any(${stores}::uuid[])
        and e.occurred_at >= ${wideFrom}::timestamptz and e.occurred_at < ${wideTo}::timestamptz
        and (e.payload->>'day')::date between ${f.from}::date and ${f.to}::date
    ) x
    group by 1, 2 order by 1, 2 desc`);
  return result.rows.map((r) => ({
    currency: r.currency,
    rateBp: Number(r.rate_bp),
    baseMinor: Number(r.base),
    taxMinor: Number(r.tax),
  }));
}

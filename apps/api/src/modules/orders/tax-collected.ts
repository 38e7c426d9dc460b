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
 * Tax base and tax per currency and rate of the orders delivered over the stores' local days
 * [from, to], as frozen on each order (orders.tax): the tax report's figures, read here
 * because the rows are the order desk's (the tax module asks through this door).
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
    select o.currency, (r->>'rateBp')::int as rate_bp, sum((r->>'baseMinor')::bigint)::bigint as base, sum((r->>'taxMinor')::bigint)::bigint as tax
    from orders o ${storeZoneJoin(sql`o.store_id`)} cross join lateral jsonb_array_elements(o.tax->'byRate') r
    where o.tenant_id = ${tenantId} and o.store_id = any(${stores}::uuid[]) and o.status = 'delivered' and o.tax is not null
      and o.status_changed_at >= ${wideFrom}::timestamptz and o.status_changed_at < ${wideTo}::timestamptz
      and ${zonedDaySql(sql`o.status_changed_at`)} between ${f.from}::date and ${f.to}::date
    group by 1, 2 order by 1, 2 desc`);
  return result.rows.map((r) => ({
    currency: r.currency,
    rateBp: Number(r.rate_bp),
    baseMinor: Number(r.base),
    taxMinor: Number(r.tax),
  }));
}

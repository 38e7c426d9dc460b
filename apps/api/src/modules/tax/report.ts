import { sql } from 'drizzle-orm';
import type { TaxReport } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import type { ExportColumn } from '../../kernel/export';
import { fromMinor } from '../../kernel/money';
import { storeZoneJoin, zonedDaySql, ZONE_MARGIN_MS } from '../stores';
import { percentOf } from './views';

type Row = { currency: string; rate_bp: unknown; base: unknown; tax: unknown };

/**
 * Tax per currency and rate over the stores' local days [from, to]: collected on the
 * orders delivered then, as frozen on each order (orders.tax). Refunded stays 0 until
 * refunds exist (issue 31.2); due = collected - refunded. A read model over the orders'
 * rows, like finance's P&L parts (docs/tax-and-invoices.md).
 */
export async function taxReport(db: Db, tenantId: string, storeIds: string[], f: { from: string; to: string }): Promise<TaxReport> {
  const wideFrom = new Date(Date.parse(`${f.from}T00:00:00Z`) - ZONE_MARGIN_MS).toISOString();
  const wideTo = new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000 + ZONE_MARGIN_MS).toISOString();
  const stores = `{${storeIds.join(',')}}`;
  const result = await db.execute<Row>(sql`
    select o.currency, (r->>'rateBp')::int as rate_bp, sum((r->>'baseMinor')::bigint)::bigint as base, sum((r->>'taxMinor')::bigint)::bigint as tax
    from orders o ${storeZoneJoin(sql`o.store_id`)} cross join lateral jsonb_array_elements(o.tax->'byRate') r
    where o.tenant_id = ${tenantId} and o.store_id = any(${stores}::uuid[]) and o.status = 'delivered' and o.tax is not null
      and o.status_changed_at >= ${wideFrom}::timestamptz and o.status_changed_at < ${wideTo}::timestamptz
      and ${zonedDaySql(sql`o.status_changed_at`)} between ${f.from}::date and ${f.to}::date
    group by 1, 2 order by 1, 2 desc`);
  return {
    from: f.from,
    to: f.to,
    rows: result.rows.map((r) => {
      const collected = Number(r.tax);
      const refunded = 0;
      return { currency: r.currency, rate: percentOf(Number(r.rate_bp)), base: fromMinor(Number(r.base)), collected: fromMinor(collected), refunded: fromMinor(refunded), due: fromMinor(collected - refunded) };
    }),
  };
}

type ReportRow = TaxReport['rows'][number];
export const taxReportColumns: ExportColumn<ReportRow>[] = [
  { key: 'currency', value: (r) => r.currency, width: 9 },
  { key: 'taxRate', value: (r) => Number(r.rate), width: 10 },
  { key: 'taxBase', value: (r) => Number(r.base) },
  { key: 'taxCollected', value: (r) => Number(r.collected) },
  { key: 'taxRefunded', value: (r) => Number(r.refunded) },
  { key: 'taxDue', value: (r) => Number(r.due) },
];

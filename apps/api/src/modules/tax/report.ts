import type { TaxReport } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import type { ExportColumn } from '../../kernel/export';
import { fromMinor } from '../../kernel/money';
import { taxCollectedByRate } from '../orders';
import { percentOf } from './views';

/**
 * Tax per currency and rate over the stores' local days [from, to]: collected on the
 * orders delivered then, as frozen on each order (orders.tax). Refunded stays 0 until
 * refunds exist (issue 31.2); due = collected - refunded. The rows are the orders',
 * read through the orders module's door (docs/tax-and-invoices.md).
 */
export async function taxReport(
  db: Db,
  tenantId: string,
  storeIds: string[],
  f: { from: string; to: string },
): Promise<TaxReport> {
  const rows = await taxCollectedByRate(db, tenantId, storeIds, f);
  return {
    from: f.from,
    to: f.to,
    rows: rows.map((r) => {
      const collected = r.taxMinor;
      const refunded = 0;
      return {
        currency: r.currency,
        rate: percentOf(r.rateBp),
        base: fromMinor(r.baseMinor),
        collected: fromMinor(collected),
        refunded: fromMinor(refunded),
        due: fromMinor(collected - refunded),
      };
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

import type { TaxReport } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import type { ExportColumn } from '../../kernel/export';
import { fromMinor } from '../../kernel/money';
import { percentOf } from './views';

/** Tax base and tax per currency and rate of the orders delivered over the stores' local days. */
export type TaxCollected = (
  db: Db,
  tenantId: string,
  storeIds: string[],
  f: { from: string; to: string },
) => Promise<{ currency: string; rateBp: number; baseMinor: number; taxMinor: number }[]>;

let taxCollectedByRate: TaxCollected | null = null;

/**
 * The orders module hands in its reader at its door (the rows are the order desk's): tax is
 * a leaf orders computes with, so tax never imports orders.
 */
export function provideTaxCollected(reader: TaxCollected) {
  taxCollectedByRate = reader;
}

/**
 * Tax per currency and rate over the stores' local days [from, to]: collected on the
 * orders delivered then, as frozen on each order (orders.tax). Refunded stays 0 until
 * refunds exist (issue 31.2); due = collected - refunded. The rows are the orders',
 * read through the reader the orders module provides (docs/tax-and-invoices.md).
 */
export async function taxReport(
  db: Db,
  tenantId: string,
  storeIds: string[],
  f: { from: string; to: string },
): Promise<TaxReport> {
  if (!taxCollectedByRate)
    throw new Error('The orders module is not loaded (it provides the tax collected)');
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

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

/** Tax credited (collected) and debited back (refunded) per currency and rate in the journal. */
export type TaxPayable = (
  db: Db,
  tenantId: string,
  storeIds: string[],
  f: { from: string; to: string },
) => Promise<{ currency: string; rateBp: number; collectedMinor: number; refundedMinor: number }[]>;

let taxPayableByRate: TaxPayable | null = null;

/** Finance hands in its journal reader at its door, as orders does its rows: tax imports neither. */
export function provideTaxPayable(reader: TaxPayable) {
  taxPayableByRate = reader;
}

/**
 * Tax per currency and rate over the stores' local days [from, to]. Collected and refunded
 * are the journal's `tax_payable` lines (finance's door: what deliveries credited, what
 * refunds took back), so the report agrees with the P&L's "tax collected"; due = collected
 * - refunded. The base is the orders delivered then, as frozen on each (orders.tax), read
 * through the orders module's door (docs/tax-and-invoices.md).
 */
export async function taxReport(
  db: Db,
  tenantId: string,
  storeIds: string[],
  f: { from: string; to: string },
): Promise<TaxReport> {
  if (!taxCollectedByRate || !taxPayableByRate)
    throw new Error('The orders and finance modules provide the tax report its figures');
  const [bases, posted] = await Promise.all([
    taxCollectedByRate(db, tenantId, storeIds, f),
    taxPayableByRate(db, tenantId, storeIds, f),
  ]);
  const rows = new Map<
    string,
    { currency: string; rateBp: number; base: number; collected: number; refunded: number }
  >();
  const row = (currency: string, rateBp: number) => {
    const key = `${currency}|${rateBp}`;
    return (
      rows.get(key) ??
      rows.set(key, { currency, rateBp, base: 0, collected: 0, refunded: 0 }).get(key)!
    );
  };
  for (const b of bases) row(b.currency, b.rateBp).base += b.baseMinor;
  for (const p of posted) {
    const r = row(p.currency, p.rateBp);
    r.collected += p.collectedMinor;
    r.refunded += p.refundedMinor;
  }
  return {
    from: f.from,
    to: f.to,
    rows: [...rows.values()]
      .sort((a, b) => a.currency.localeCompare(b.currency) || b.rateBp - a.rateBp)
      .map((r) => ({
        currency: r.currency,
        rate: percentOf(r.rateBp),
        base: fromMinor(r.base),
        collected: fromMinor(r.collected),
        refunded: fromMinor(r.refunded),
        due: fromMinor(r.collected - r.refunded),
      })),
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

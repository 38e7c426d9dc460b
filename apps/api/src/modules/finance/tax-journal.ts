import { sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { drainEvents } from '../../kernel/events';
import { JOURNAL_CONSUMER } from './journal-consumer';
import { RETURNS_JOURNAL_CONSUMER } from './returns-journal';
import { minor, rowsOf } from './sql-rows';

export interface TaxPayableRow {
  currency: string;
  rateBp: number;
  /** Tax credited by deliveries. */
  collectedMinor: number;
  /** Tax debited back by refunds, credit notes and COD deductions. */
  refundedMinor: number;
}

/**
 * The journal's tax (issue 31.3) per currency and rate over the stores' local days
 * [from, to]: what deliveries credited to `tax_payable` and what refunds took back. The
 * tax report reads it, so the report and the P&L's "tax collected" are the same lines.
 */
export async function taxPayableByRate(
  db: Db,
  tenantId: string,
  storeIds: string[],
  f: { from: string; to: string },
): Promise<TaxPayableRow[]> {
  await drainEvents(db, [JOURNAL_CONSUMER, RETURNS_JOURNAL_CONSUMER], 2_000);
  const rows = await rowsOf<{ currency: string; rate_bp: unknown; out: unknown; back: unknown }>(
    db,
    sql`select a.currency, coalesce(l.rate_bp, 0) as rate_bp,
          -coalesce(sum(l.amount_minor) filter (where l.amount_minor < 0), 0) as out,
          coalesce(sum(l.amount_minor) filter (where l.amount_minor > 0), 0) as back
        from journal_lines l join ledger_accounts a on a.id = l.account_id
        where a.tenant_id = ${tenantId} and a.kind = 'tax_payable'
          and l.day between ${f.from}::date and ${f.to}::date
          and l.store_id = any(${`{${storeIds.join(',')}}`}::uuid[])
        group by 1, 2 order by 1, 2 desc`,
  );
  return rows.map((r) => ({
    currency: r.currency,
    rateBp: minor(r.rate_bp),
    collectedMinor: minor(r.out),
    refundedMinor: minor(r.back),
  }));
}

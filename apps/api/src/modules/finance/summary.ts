import { sql } from 'drizzle-orm';
import type { FinanceSummary } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { fromMinor } from '../../kernel/money';
import { owedToSuppliers as owedToSuppliersBy } from '../purchase';
import { profitLoss } from './profit-loss';
import { chargesDue, dueWindow } from './service-charges';
import { minor, rowsOf } from './sql-rows';

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * What couriers owe, per currency: the sum of their receivable accounts' balances, each
 * courier counted when it owes (one we owe fees to does not lower what another still owes)
 * — the balances their statements show, read from the same kept day totals (migration 0225).
 */
async function owedByCouriers(db: Db, tenantId: string) {
  return rowsOf<{ currency: string; owed: unknown }>(
    db,
    sql`select currency, sum(greatest(balance, 0)) as owed from (
          select a.currency, sum(d.collected_minor - d.fees_minor - d.remitted_minor + d.fees_paid_minor) as balance
          from ledger_accounts a join courier_day_totals d on d.account_id = a.id
          where a.tenant_id = ${tenantId} and a.kind = 'courier_receivable' group by a.counterparty_id, a.currency) b
        group by currency order by currency`,
  );
}

/**
 * Owed to suppliers by the end of the week (overdue included), per currency: open payables
 * due by then and open provider charges due by then (migration 0255), the statements'
 * "due within a week" summed over suppliers (the same window, dueWindow).
 */
async function owedToSuppliersThisWeek(
  db: Db,
  tenantId: string,
  due: { today: string; weekEnd: string },
) {
  const [payables, charges] = await Promise.all([
    owedToSuppliersBy(db, tenantId, due.weekEnd),
    chargesDue(db, tenantId, due),
  ]);
  const owed = new Map<string, number>();
  for (const p of payables) owed.set(p.currency, (owed.get(p.currency) ?? 0) + p.owedMinor);
  for (const c of charges) owed.set(c.currency, (owed.get(c.currency) ?? 0) + c.weekMinor);
  return [...owed].map(([currency, minorOwed]) => ({ currency, owed: minorOwed }));
}

/**
 * The dashboard's money: revenue and net profit this month against last month, what the
 * couriers still owe (their journal balances, when positive), and what is owed to suppliers by the end of the week (overdue included).
 */
export async function financeSummary(
  db: Db,
  tenantId: string,
  now = new Date(),
): Promise<FinanceSummary> {
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const lastMonthEnd = new Date(thisMonth.getTime() - 86_400_000);
  const due = dueWindow(now);
  // Posts what is pending first (profitLoss): a charge applied a moment ago counts below too.
  const current = await profitLoss(db, tenantId, { from: day(thisMonth), to: day(now) }, 'store');
  const [last, owedByAgents, owedToSuppliers] = await Promise.all([
    profitLoss(db, tenantId, { from: day(lastMonth), to: day(lastMonthEnd) }, 'store'),
    owedByCouriers(db, tenantId),
    owedToSuppliersThisWeek(db, tenantId, due),
  ]);
  const currencies = [
    ...new Set(
      [...current.currencies, ...last.currencies]
        .map((c) => c.currency)
        .concat(
          owedByAgents.map((r) => r.currency),
          owedToSuppliers.map((r) => r.currency),
        ),
    ),
  ].sort();
  const figure = (pl: typeof current, currency: string, key: 'revenue' | 'netProfit') =>
    pl.currencies.find((c) => c.currency === currency)?.current[key] ?? '0.00';
  const owed = (rows: { currency: string; owed: unknown }[], currency: string) =>
    fromMinor(minor(rows.find((r) => r.currency === currency)?.owed));
  return {
    currencies: currencies.map((currency) => ({
      currency,
      revenueThisMonth: figure(current, currency, 'revenue'),
      revenueLastMonth: figure(last, currency, 'revenue'),
      netThisMonth: figure(current, currency, 'netProfit'),
      netLastMonth: figure(last, currency, 'netProfit'),
      codOwedByAgents: owed(owedByAgents, currency),
      owedToSuppliersThisWeek: owed(owedToSuppliers, currency),
    })),
  };
}

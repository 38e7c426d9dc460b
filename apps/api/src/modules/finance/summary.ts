import { sql } from 'drizzle-orm';
import type { FinanceSummary } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { fromMinor } from '../../kernel/money';
import { profitLoss } from './profit-loss';
import { minor, rowsOf } from './sql-rows';

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The dashboard's money: revenue and net profit this month against last month, what the
 * agents still owe (per agent, COD collected minus its fees minus remittances, when
 * positive), and what is owed to suppliers by the end of the week (overdue included).
 */
export async function financeSummary(db: Db, tenantId: string, now = new Date()): Promise<FinanceSummary> {
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const lastMonthEnd = new Date(thisMonth.getTime() - 86_400_000);
  const week = new Date(now.getTime() + 7 * 86_400_000);
  const current = await profitLoss(db, tenantId, { from: day(thisMonth), to: day(now) }, 'store');
  const [last, owedByAgents, owedToSuppliers] = await Promise.all([
    profitLoss(db, tenantId, { from: day(lastMonth), to: day(lastMonthEnd) }, 'store'),
    rowsOf<{ currency: string; owed: unknown }>(
      db,
      // Per agent, then only what agents owe: an agent we owe fees to (its prepaid deliveries)
      // does not lower what another still owes.
      sql`with carried as (
            select o.agent_id, o.currency, coalesce(sum(o.cod_minor) filter (where o.status = 'delivered' and o.payment_method = 'cod'), 0)
              - sum(case when o.status = 'delivered' then a.delivery_fee_minor else a.return_fee_minor end) as net
            from orders o join fulfillment_agents a on a.id = o.agent_id
            where o.tenant_id = ${tenantId} and o.status in ('delivered', 'returned') group by 1, 2
          ), remitted as (
            select agent_id, currency, sum(amount_minor) as paid from payments
            where tenant_id = ${tenantId} and kind = 'cod_remittance' and voided_at is null group by 1, 2
          )
          select c.currency, sum(greatest(c.net - coalesce(r.paid, 0), 0)) as owed
          from carried c left join remitted r on r.agent_id = c.agent_id and r.currency = c.currency
          group by 1`,
    ),
    rowsOf<{ currency: string; owed: unknown }>(
      db,
      sql`select currency, sum(amount_minor - paid_minor) as owed from supplier_payables
          where tenant_id = ${tenantId} and status = 'open' and due_date <= ${day(week)}::date group by 1`,
    ),
  ]);
  const currencies = [...new Set([...current.currencies, ...last.currencies].map((c) => c.currency).concat(owedByAgents.map((r) => r.currency), owedToSuppliers.map((r) => r.currency)))].sort();
  const figure = (pl: typeof current, currency: string, key: 'revenue' | 'netProfit') => pl.currencies.find((c) => c.currency === currency)?.current[key] ?? '0.00';
  const owed = (rows: { currency: string; owed: unknown }[], currency: string) => fromMinor(minor(rows.find((r) => r.currency === currency)?.owed));
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

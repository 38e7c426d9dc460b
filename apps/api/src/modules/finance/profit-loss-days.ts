import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { orderParts } from './order-parts';
import { daysParam, rowsOf } from './sql-rows';

const lockTenant = (tenantId: string) => sql`select pg_advisory_xact_lock(hashtextextended(${`profit_loss:${tenantId}`}, 0))`;

const missingDays = (db: Db | Tx, tenantId: string, from: string, to: string) =>
  rowsOf<{ day: string }>(
    db,
    sql`select d::date::text as day from generate_series(${from}::date, ${to}::date, interval '1 day') d
        where not exists (select 1 from profit_loss_filled f where f.tenant_id = ${tenantId} and f.day = d::date)
        order by 1`,
  );

/**
 * Makes profit_loss_days up to date for [from, to]: the days whose mark a write dropped
 * (or never computed) are computed again from the orders, under the tenant's advisory
 * lock that the orders trigger takes too (migration 0012).
 */
export async function fillProfitLossDays(db: Db | Tx, tenantId: string, from: string, to: string) {
  if (!(await missingDays(db, tenantId, from, to)).length) return;
  await db.transaction(async (tx) => {
    await tx.execute(lockTenant(tenantId));
    const days = (await missingDays(tx, tenantId, from, to)).map((d) => d.day);
    if (!days.length) return;
    const list = daysParam(days);
    await tx.execute(sql`delete from profit_loss_days where tenant_id = ${tenantId} and day = any(${list}::date[])`);
    await tx.execute(sql`delete from profit_loss_store_days where tenant_id = ${tenantId} and day = any(${list}::date[])`);
    await tx.execute(sql`${orderParts({ tenantId, from: days[0]!, to: days.at(-1)! })}
      insert into profit_loss_days (tenant_id, day, store_id, product_id, currency, delivered_orders, returned_orders,
        revenue_minor, returns_minor, cogs_minor, fees_minor)
      select ${tenantId}, day, store_id, product_id, min(currency), sum(delivered), sum(returned),
        sum(revenue), sum(returns), sum(cogs), sum(fees)
      from parts where day = any(${list}::date[])
      group by day, store_id, product_id`);
    await tx.execute(sql`insert into profit_loss_store_days (tenant_id, day, store_id, currency, delivered_orders, returned_orders,
        revenue_minor, returns_minor, cogs_minor, fees_minor)
      select tenant_id, day, store_id, min(currency), sum(delivered_orders), sum(returned_orders),
        sum(revenue_minor), sum(returns_minor), sum(cogs_minor), sum(fees_minor)
      from profit_loss_days where tenant_id = ${tenantId} and day = any(${list}::date[])
      group by tenant_id, day, store_id`);
    await tx.execute(sql`insert into profit_loss_filled (tenant_id, day)
      select ${tenantId}, d from unnest(${list}::date[]) d on conflict do nothing`);
  });
}

/** The last day of the month of `month` ('YYYY-MM-01'). */
export const monthEnd = (month: string) => {
  const d = new Date(`${month}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
};

/**
 * Makes profit_loss_month_products up to date for whole months ('YYYY-MM-01'): a month
 * whose mark a write dropped is summed again from its (filled) days.
 */
export async function fillProfitLossMonths(db: Db, tenantId: string, months: string[]) {
  if (!months.length) return;
  const unfilled = async (q: Db | Tx) =>
    (
      await rowsOf<{ month: string }>(
        q,
        sql`select m::text as month from unnest(${daysParam(months)}::date[]) m
            where not exists (select 1 from profit_loss_filled_months f where f.tenant_id = ${tenantId} and f.month = m) order by 1`,
      )
    ).map((r) => r.month);
  if (!(await unfilled(db)).length) return;
  await db.transaction(async (tx) => {
    await tx.execute(lockTenant(tenantId));
    // Again under the lock: another reader may have filled them meanwhile.
    const stale = await unfilled(tx);
    if (!stale.length) return;
    // Under the lock, so no write can unmark a day between its fill and the month's sum.
    await fillProfitLossDays(tx, tenantId, stale[0]!, monthEnd(stale.at(-1)!));
    const list = daysParam(stale);
    await tx.execute(sql`delete from profit_loss_month_products where tenant_id = ${tenantId} and month = any(${list}::date[])`);
    await tx.execute(sql`insert into profit_loss_month_products (tenant_id, month, store_id, product_id, currency, delivered_orders, returned_orders,
        revenue_minor, returns_minor, cogs_minor, fees_minor)
      select tenant_id, date_trunc('month', day)::date, store_id, product_id, min(currency), sum(delivered_orders), sum(returned_orders),
        sum(revenue_minor), sum(returns_minor), sum(cogs_minor), sum(fees_minor)
      from profit_loss_days where tenant_id = ${tenantId} and date_trunc('month', day)::date = any(${list}::date[])
      group by 1, 2, 3, 4`);
    await tx.execute(sql`insert into profit_loss_filled_months (tenant_id, month) select ${tenantId}, m from unnest(${list}::date[]) m on conflict do nothing`);
  });
}

import { sql, type SQL } from 'drizzle-orm';
import type { Figures, ProfitLoss, profitLossGroupings } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { fromMinor } from '../../kernel/money';
import { ORDER_PART } from './order-parts';
import { fillProfitLossDays, fillProfitLossMonths, monthEnd } from './profit-loss-days';
import { daysParam, minor, rowsOf } from './sql-rows';

export type GroupBy = (typeof profitLossGroupings)[number];
export interface ProfitLossFilter {
  from: string;
  to: string;
  storeId?: string;
  productId?: string;
  category?: string;
}
/** The key of what is not by product (an order's own part, expenses). */
export const NOT_BY_PRODUCT = 'none';

interface Sums {
  deliveredOrders: number;
  returnedOrders: number;
  revenue: number;
  returns: number;
  cogs: number;
  fees: number;
  expenses: number;
}
const zero = (): Sums => ({ deliveredOrders: 0, returnedOrders: 0, revenue: 0, returns: 0, cogs: 0, fees: 0, expenses: 0 });
const add = (a: Sums, b: Sums): Sums => ({
  deliveredOrders: a.deliveredOrders + b.deliveredOrders,
  returnedOrders: a.returnedOrders + b.returnedOrders,
  revenue: a.revenue + b.revenue,
  returns: a.returns + b.returns,
  cogs: a.cogs + b.cogs,
  fees: a.fees + b.fees,
  expenses: a.expenses + b.expenses,
});

export function toFigures(s: Sums): Figures {
  const gross = s.revenue - s.cogs;
  const net = gross - s.fees - s.expenses;
  return {
    deliveredOrders: s.deliveredOrders,
    returnedOrders: s.returnedOrders,
    revenue: fromMinor(s.revenue),
    returns: fromMinor(s.returns),
    cogs: fromMinor(s.cogs),
    grossProfit: fromMinor(gross),
    fulfillmentFees: fromMinor(s.fees),
    expenses: fromMinor(s.expenses),
    netProfit: fromMinor(net),
    margin: s.revenue ? Math.round((net * 1000) / s.revenue) / 10 : null,
  };
}

/** The group key of a profit_loss_days row `d` (products joined as `p`). */
export function daysGroupKey(groupBy: GroupBy): SQL {
  switch (groupBy) {
    case 'month': return sql`to_char(d.day, 'YYYY-MM')`;
    case 'store': return sql`d.store_id::text`;
    case 'product': return sql`case when d.product_id = ${ORDER_PART}::uuid then ${NOT_BY_PRODUCT} else d.product_id::text end`;
    case 'category': return sql`coalesce(p.category, ${NOT_BY_PRODUCT})`;
  }
}

/** The same key for an expense payment `e`: only month and store split expenses. */
export function expenseGroupKey(groupBy: GroupBy): SQL {
  if (groupBy === 'month') return sql`to_char(e.paid_on, 'YYYY-MM')`;
  if (groupBy === 'store') return sql`e.store_id::text`;
  return sql`${NOT_BY_PRODUCT}`;
}

/** Rows of one product or category leave out what is not by product, expenses too. */
export const byProductOnly = (f: ProfitLossFilter) => Boolean(f.productId || f.category);

const byStore = (f: ProfitLossFilter, groupBy: GroupBy) => !byProductOnly(f) && (groupBy === 'month' || groupBy === 'store');

/** Store, product and category filters on a source `d` (products joined as `p`). */
const otherFilters = (f: ProfitLossFilter) => sql`${f.storeId ? sql`and d.store_id = ${f.storeId}` : sql``}
    ${f.productId ? sql`and d.product_id = ${f.productId}` : sql``}
    ${f.category ? sql`and p.category = ${f.category}` : sql``}`;

export function daysFilter(tenantId: string, f: ProfitLossFilter): SQL {
  return sql`d.tenant_id = ${tenantId} and d.day between ${f.from}::date and ${f.to}::date ${otherFilters(f)}`;
}

/** The whole months inside [from, to] ('YYYY-MM-01') and the day ranges around them. */
export function splitPeriod(from: string, to: string) {
  const firstOf = (d: string) => `${d.slice(0, 8)}01`;
  const start = from.endsWith('-01') ? from : nextMonth(firstOf(from));
  const months: string[] = [];
  for (let m = start; monthEnd(m) <= to; m = nextMonth(m)) months.push(m);
  if (!months.length) return { months, days: [[from, to]] as [string, string][] };
  const days: [string, string][] = [];
  if (from < months[0]!) days.push([from, dayBefore(months[0]!)]);
  const last = monthEnd(months.at(-1)!);
  if (last < to) days.push([dayAfterText(last), to]);
  return { months, days };
}
const nextMonth = (m: string) => {
  const d = new Date(`${m}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
};
const dayBefore = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const dayAfterText = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const METRICS = sql`currency, delivered_orders, returned_orders, revenue_minor, returns_minor, cogs_minor, fees_minor`;

/**
 * By product or category: the whole months of the period from the month x store x product
 * table, the days around them from the day table (a year reads ~12 rows a product and store).
 */
async function productSource(db: Db, tenantId: string, f: ProfitLossFilter): Promise<SQL> {
  const { months, days } = splitPeriod(f.from, f.to);
  await fillProfitLossMonths(db, tenantId, months);
  const dayRanges = days.length ? sql.join(days.map(([a, b]) => sql`day between ${a}::date and ${b}::date`), sql` or `) : sql`false`;
  return sql`(
      select store_id, product_id, ${METRICS} from profit_loss_days where tenant_id = ${tenantId} and (${dayRanges})
      union all
      select store_id, product_id, ${METRICS} from profit_loss_month_products where tenant_id = ${tenantId} and month = any(${daysParam(months)}::date[])
    ) d left join products p on p.id = d.product_id`;
}

async function sums(db: Db, tenantId: string, f: ProfitLossFilter, groupBy: GroupBy) {
  const key = daysGroupKey(groupBy);
  // By month or store, the day x store table answers (a few hundred rows for a year).
  const byProduct = groupBy === 'product' || groupBy === 'category';
  const source = byStore(f, groupBy)
    ? sql`profit_loss_store_days d`
    : byProduct
      ? await productSource(db, tenantId, f)
      : sql`profit_loss_days d left join products p on p.id = d.product_id`;
  const where = byProduct ? sql`true ${otherFilters(f)}` : daysFilter(tenantId, f);
  const orders = await rowsOf<Record<string, unknown>>(
    db,
    sql`select d.currency, ${key} as key, sum(d.delivered_orders) as delivered, sum(d.returned_orders) as returned,
          sum(d.revenue_minor) as revenue, sum(d.returns_minor) as returns, sum(d.cogs_minor) as cogs, sum(d.fees_minor) as fees
        from ${source}
        where ${where}
        group by 1, 2`,
  );
  const expenses = byProductOnly(f)
    ? []
    : await rowsOf<Record<string, unknown>>(
        db,
        sql`select e.currency, ${expenseGroupKey(groupBy)} as key, sum(e.amount_minor) as amount
            from payments e
            where e.tenant_id = ${tenantId} and e.kind = 'expense' and e.voided_at is null
              and e.paid_on between ${f.from}::date and ${f.to}::date ${f.storeId ? sql`and e.store_id = ${f.storeId}` : sql``}
            group by 1, 2`,
      );
  // currency -> key -> sums
  const out = new Map<string, Map<string, Sums>>();
  const slot = (currency: string, key: string) => {
    const byKey = out.get(currency) ?? out.set(currency, new Map()).get(currency)!;
    return byKey.get(key) ?? byKey.set(key, zero()).get(key)!;
  };
  for (const r of orders) {
    const s = slot(String(r.currency), String(r.key));
    Object.assign(s, add(s, { ...zero(), deliveredOrders: minor(r.delivered), returnedOrders: minor(r.returned), revenue: minor(r.revenue), returns: minor(r.returns), cogs: minor(r.cogs), fees: minor(r.fees) }));
  }
  for (const r of expenses) slot(String(r.currency), String(r.key)).expenses += minor(r.amount);
  return out;
}

const DAY = 86_400_000;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY;
const dayText = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

/** The period of the same length just before [from, to]. */
export function previousPeriod(from: string, to: string) {
  const length = dayNumber(to) - dayNumber(from);
  const previousTo = dayNumber(from) - 1;
  return { from: dayText(previousTo - length), to: dayText(previousTo) };
}

async function groupLabels(db: Db, tenantId: string, groupBy: GroupBy, keys: string[]) {
  const labels = new Map<string, string>(keys.map((k) => [k, k === NOT_BY_PRODUCT ? '' : k]));
  const ids = keys.filter((k) => k !== NOT_BY_PRODUCT);
  if (!ids.length || (groupBy !== 'store' && groupBy !== 'product')) return labels;
  const list = `{${ids.join(',')}}`;
  const rows =
    groupBy === 'store'
      ? await rowsOf<{ id: string; label: string }>(db, sql`select id::text, name as label from stores where tenant_id = ${tenantId} and id = any(${list}::uuid[])`)
      : await rowsOf<{ id: string; label: string }>(db, sql`select id::text, sku || ' · ' || name as label from products where tenant_id = ${tenantId} and id = any(${list}::uuid[])`);
  for (const r of rows) labels.set(r.id, r.label);
  return labels;
}

/** Months in order; other groups by revenue, what is not by product last. */
const groupOrder = (groupBy: GroupBy) => ([a, x]: [string, Sums], [b, y]: [string, Sums]) => {
  if (groupBy === 'month') return a.localeCompare(b);
  if (a === NOT_BY_PRODUCT || b === NOT_BY_PRODUCT) return a === NOT_BY_PRODUCT ? 1 : -1;
  return y.revenue - x.revenue || a.localeCompare(b);
};

/** Profit and loss for a period against the one before, per currency, grouped. */
export async function profitLoss(db: Db, tenantId: string, f: ProfitLossFilter, groupBy: GroupBy): Promise<ProfitLoss> {
  const previous = previousPeriod(f.from, f.to);
  await fillProfitLossDays(db, tenantId, previous.from, f.to);
  const [current, before] = await Promise.all([sums(db, tenantId, f, groupBy), sums(db, tenantId, { ...f, ...previous }, 'store')]);
  const currencies = [...new Set([...current.keys(), ...before.keys()])].sort();
  const labels = await groupLabels(db, tenantId, groupBy, [...new Set([...current.values()].flatMap((m) => [...m.keys()]))]);
  const total = (m?: Map<string, Sums>) => [...(m?.values() ?? [])].reduce(add, zero());
  return {
    from: f.from,
    to: f.to,
    previousFrom: previous.from,
    previousTo: previous.to,
    groupBy,
    currencies: currencies.map((currency) => ({
      currency,
      current: toFigures(total(current.get(currency))),
      previous: toFigures(total(before.get(currency))),
      groups: [...(current.get(currency) ?? new Map<string, Sums>())]
        .sort(groupOrder(groupBy))
        .map(([key, s]) => ({ key, label: labels.get(key) ?? key, figures: toFigures(s) })),
    })),
  };
}

import { sql } from 'drizzle-orm';
import type { Figures, ProfitLoss, profitLossGroupings } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { fromMinor } from '../../kernel/money';
import { productLabels } from '../catalogue';
import { storeNames } from '../stores';
import { lineGroupKey, NOT_BY_PRODUCT, plLines, plTotals, postPending } from './pl-journal';
import { minor, rowsOf } from './sql-rows';

export { NOT_BY_PRODUCT } from './pl-journal';
export type GroupBy = (typeof profitLossGroupings)[number];
export interface ProfitLossFilter {
  from: string;
  to: string;
  storeId?: string;
  productId?: string;
  category?: string;
}

interface Sums {
  deliveredOrders: number;
  returnedOrders: number;
  revenue: number;
  refunds: number;
  taxCollected: number;
  returns: number;
  cogs: number;
  writeOffs: number;
  fees: number;
  services: number;
  expenses: number;
}
const zero = (): Sums => ({
  deliveredOrders: 0,
  returnedOrders: 0,
  revenue: 0,
  refunds: 0,
  taxCollected: 0,
  returns: 0,
  cogs: 0,
  writeOffs: 0,
  fees: 0,
  services: 0,
  expenses: 0,
});
const add = (a: Sums, b: Sums): Sums => ({
  deliveredOrders: a.deliveredOrders + b.deliveredOrders,
  returnedOrders: a.returnedOrders + b.returnedOrders,
  revenue: a.revenue + b.revenue,
  refunds: a.refunds + b.refunds,
  taxCollected: a.taxCollected + b.taxCollected,
  writeOffs: a.writeOffs + b.writeOffs,
  returns: a.returns + b.returns,
  cogs: a.cogs + b.cogs,
  fees: a.fees + b.fees,
  services: a.services + b.services,
  expenses: a.expenses + b.expenses,
});

export function toFigures(s: Sums): Figures {
  // Revenue less what was given back (both without tax: the tax is owed, not earned), less what the goods cost and what was written off.
  const gross = s.revenue - s.refunds - s.cogs - s.writeOffs;
  const net = gross - s.fees - s.services - s.expenses;
  return {
    deliveredOrders: s.deliveredOrders,
    returnedOrders: s.returnedOrders,
    revenue: fromMinor(s.revenue),
    refunds: fromMinor(s.refunds),
    taxCollected: fromMinor(s.taxCollected),
    returns: fromMinor(s.returns),
    cogs: fromMinor(s.cogs),
    writeOffs: fromMinor(s.writeOffs),
    grossProfit: fromMinor(gross),
    fulfillmentFees: fromMinor(s.fees),
    services: fromMinor(s.services),
    expenses: fromMinor(s.expenses),
    netProfit: fromMinor(net),
    margin: s.revenue ? Math.round((net * 1000) / s.revenue) / 10 : null,
  };
}

/** Rows of one product or category leave out what is not by product, expenses too. */
export const byProductOnly = (f: ProfitLossFilter) => Boolean(f.productId || f.category);

/**
 * The figures of a period per currency and group, summed from the P&L's summary of the
 * journal's accounts (`plTotals`, pl-journal.ts): the same sums as the lines, a cell per
 * account, day, store and product. Delivered and returned orders are counted per group:
 * the delivery (return) entries with a revenue (returns) line in it, so a product's row
 * says how many orders delivered it, and a month or store counts each order once. By
 * category the counts come from the lines (two products of one category are one order).
 */
async function sums(db: Db, tenantId: string, f: ProfitLossFilter, groupBy: GroupBy) {
  const counted = groupBy === 'product' ? sql`l.orders` : sql`l.orders_once`;
  const [rows, categoryCounts] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      db,
      sql`select a.currency, ${lineGroupKey(groupBy)} as key,
          sum(l.amount_minor) filter (where a.kind = 'revenue') as revenue,
          sum(l.amount_minor) filter (where a.kind = 'returns') as returns,
          sum(l.amount_minor) filter (where a.kind = 'refunds') as refunds,
          sum(l.amount_minor) filter (where a.kind = 'tax_payable') as tax,
          sum(l.amount_minor) filter (where a.kind = 'cost_of_goods') as cogs,
          sum(l.amount_minor) filter (where a.kind = 'write_offs') as write_offs,
          sum(l.amount_minor) filter (where a.kind = 'fees') as fees,
          sum(l.amount_minor) filter (where a.kind = 'services') as services,
          sum(l.amount_minor) filter (where a.kind = 'expenses') as expenses,
          sum(${counted}) filter (where a.kind = 'revenue') as delivered,
          sum(${counted}) filter (where a.kind = 'returns') as returned
        from ${plTotals(tenantId, f)}
        group by 1, 2`,
    ),
    groupBy === 'category' ? countsFromLines(db, tenantId, f, groupBy) : null,
  ]);
  // currency -> key -> sums
  const out = new Map<string, Map<string, Sums>>();
  for (const r of rows) {
    const byKey =
      out.get(String(r.currency)) ??
      out.set(String(r.currency), new Map()).get(String(r.currency))!;
    const counts = categoryCounts?.get(`${String(r.currency)}|${String(r.key)}`);
    byKey.set(String(r.key), {
      deliveredOrders: counts ? counts.deliveredOrders : minor(r.delivered),
      returnedOrders: counts ? counts.returnedOrders : minor(r.returned),
      revenue: -minor(r.revenue),
      refunds: minor(r.refunds),
      taxCollected: -minor(r.tax),
      returns: minor(r.returns),
      cogs: minor(r.cogs),
      writeOffs: minor(r.write_offs),
      fees: minor(r.fees),
      services: minor(r.services),
      expenses: minor(r.expenses),
    });
  }
  return out;
}

/**
 * Orders delivered and returned per currency (and group) counted from the lines, each order
 * once: for a category (its products change category, and an order of two of its products
 * is one order), which the summary's per-product counts cannot tell.
 */
async function countsFromLines(
  db: Db,
  tenantId: string,
  f: ProfitLossFilter,
  groupBy: GroupBy | null,
) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select a.currency, ${groupBy ? lineGroupKey(groupBy) : sql`''`} as key,
          count(distinct l.order_id) filter (where a.kind = 'revenue' and l.amount_minor < 0 and not e.part_of_order) as delivered,
          count(distinct l.order_id) filter (where a.kind = 'returns' and l.amount_minor > 0) as returned
        from ${plLines(tenantId, f, ['revenue', 'returns'], sql`join journal_entries e on e.id = l.entry_id`)}
        group by 1, 2`,
  );
  return new Map(
    rows.map((r) => [
      `${String(r.currency)}|${String(r.key)}`,
      { deliveredOrders: minor(r.delivered), returnedOrders: minor(r.returned) },
    ]),
  );
}

/**
 * Orders delivered and returned in the period per currency, each counted once (an order of
 * two products is one order): the summary's `orders_once` (each entry on one cell), of one
 * product its `orders`; of a category, the lines.
 */
async function orderCounts(db: Db, tenantId: string, f: ProfitLossFilter) {
  if (f.category) {
    const byKey = await countsFromLines(db, tenantId, f, null);
    return new Map([...byKey].map(([k, v]) => [k.split('|')[0]!, v]));
  }
  const counted = f.productId ? sql`l.orders` : sql`l.orders_once`;
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select a.currency,
          sum(${counted}) filter (where a.kind = 'revenue') as delivered,
          sum(${counted}) filter (where a.kind = 'returns') as returned
        from ${plTotals(tenantId, f, ['revenue', 'returns'])}
        group by 1`,
  );
  return new Map(
    rows.map((r) => [
      String(r.currency),
      { deliveredOrders: minor(r.delivered), returnedOrders: minor(r.returned) },
    ]),
  );
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
  // Names through the stores' and catalogue's doors (finance reads no other module's table).
  const named =
    groupBy === 'store'
      ? await storeNames(db, tenantId, ids)
      : await productLabels(db, tenantId, ids);
  for (const [id, label] of named) labels.set(id, label);
  return labels;
}

/** Months in order; other groups by revenue, what is not by product last. */
const groupOrder =
  (groupBy: GroupBy) =>
  ([a, x]: [string, Sums], [b, y]: [string, Sums]) => {
    if (groupBy === 'month') return a.localeCompare(b);
    if (a === NOT_BY_PRODUCT || b === NOT_BY_PRODUCT) return a === NOT_BY_PRODUCT ? 1 : -1;
    return y.revenue - x.revenue || a.localeCompare(b);
  };

/** The total of a currency: the groups' money summed, its orders counted once. */
function totalOf(
  groups: Map<string, Sums> | undefined,
  counts: { deliveredOrders: number; returnedOrders: number } | undefined,
): Sums {
  return {
    ...[...(groups?.values() ?? [])].reduce(add, zero()),
    deliveredOrders: counts?.deliveredOrders ?? 0,
    returnedOrders: counts?.returnedOrders ?? 0,
  };
}

/** Profit and loss for a period against the one before, per currency, grouped; read from the journal. */
export async function profitLoss(
  db: Db,
  tenantId: string,
  f: ProfitLossFilter,
  groupBy: GroupBy,
): Promise<ProfitLoss> {
  await postPending(db);
  const previous = previousPeriod(f.from, f.to);
  const [current, before, counts, countsBefore] = await Promise.all([
    sums(db, tenantId, f, groupBy),
    sums(db, tenantId, { ...f, ...previous }, 'store'),
    orderCounts(db, tenantId, f),
    orderCounts(db, tenantId, { ...f, ...previous }),
  ]);
  const currencies = [...new Set([...current.keys(), ...before.keys()])].sort();
  const labels = await groupLabels(db, tenantId, groupBy, [
    ...new Set([...current.values()].flatMap((m) => [...m.keys()])),
  ]);
  return {
    from: f.from,
    to: f.to,
    previousFrom: previous.from,
    previousTo: previous.to,
    groupBy,
    currencies: currencies.map((currency) => ({
      currency,
      current: toFigures(totalOf(current.get(currency), counts.get(currency))),
      previous: toFigures(totalOf(before.get(currency), countsBefore.get(currency))),
      groups: [...(current.get(currency) ?? new Map<string, Sums>())]
        .sort(groupOrder(groupBy))
        .map(([key, s]) => ({ key, label: labels.get(key) ?? key, figures: toFigures(s) })),
    })),
  };
}

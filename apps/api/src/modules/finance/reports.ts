import { sql } from 'drizzle-orm';
import type { Report, ReportKind } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { fromMinor } from '../../kernel/money';
import { productLabels } from '../catalogue';
import { agentFacts } from '../fulfillment-agents';
import { orderFacts } from '../orders';
import { plLines, postPending } from './pl-journal';
import { listTenantStores, storeZoneJoin, zonedDaySql, ZONE_MARGIN_MS } from '../stores';
import { stockByCategory } from '../inventory';

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

// A UTC window wide enough for every store's local days in [from, to] (issue 31.5).
const wideFrom = (from: string) =>
  new Date(dayStart(from).getTime() - ZONE_MARGIN_MS).toISOString();
const wideTo = (to: string) => new Date(dayAfter(to).getTime() + ZONE_MARGIN_MS).toISOString();
import { minor, rowsOf } from './sql-rows';

export interface ReportFilter {
  from: string;
  to: string;
  storeId?: string;
  currency?: string;
}
type Row = Record<string, unknown>;
const pct = (part: number, whole: number) =>
  whole ? Math.round((part * 1000) / whole) / 10 : null;

/** The tenant's currencies (from its stores) and the one a report shows. */
async function currencyOf(db: Db, tenantId: string, f: ReportFilter) {
  // The tenant's stores through their door, oldest first: each currency where it first appears.
  const tenantStores = await listTenantStores(db, tenantId);
  const currencies = [...new Set(tenantStores.map((s) => s.currency))];
  const store = f.storeId ? tenantStores.find((s) => s.id === f.storeId) : undefined;
  return {
    currencies,
    currency:
      store?.currency ??
      (f.currency && currencies.includes(f.currency) ? f.currency : (currencies[0] ?? null)),
  };
}

const storeOf = (f: ReportFilter, column = sql`store_id`) =>
  f.storeId ? sql`and ${column} = ${f.storeId}` : sql``;

/** Sales by day (by month past 62 days): orders placed, delivered, revenue of the delivered. */
async function sales(db: Db, tenantId: string, f: ReportFilter, currency: string) {
  const monthly = Date.parse(f.to) - Date.parse(f.from) > 62 * 86_400_000;
  const bucket = monthly ? sql`'YYYY-MM'` : sql`'YYYY-MM-DD'`;
  await postPending(db);
  const [placed, delivered] = await Promise.all([
    rowsOf<Row>(
      db,
      // Placed on the store's local day (issue 31.5).
      sql`select to_char(${zonedDaySql(sql`o.ordered_at`)}, ${bucket}) as period, count(*) as n from ${orderFacts} o ${storeZoneJoin(sql`o.store_id`)}
          where o.tenant_id = ${tenantId} and o.currency = ${currency} ${storeOf(f, sql`o.store_id`)}
            and o.ordered_at >= ${wideFrom(f.from)}::timestamptz and o.ordered_at < ${wideTo(f.to)}::timestamptz
            and ${zonedDaySql(sql`o.ordered_at`)} between ${f.from}::date and ${f.to}::date
          group by 1`,
    ),
    // Delivered and revenue: the journal's revenue lines, as the P&L reads them.
    rowsOf<Row>(
      db,
      sql`select to_char(l.day, ${bucket}) as period, count(distinct l.order_id) filter (where l.amount_minor < 0) as delivered, -sum(l.amount_minor) as revenue
          from ${plLines(tenantId, f, ['revenue'])} and a.currency = ${currency}
          group by 1`,
    ),
  ]);
  const periods = [...new Set([...placed, ...delivered].map((r) => String(r.period)))].sort();
  const rows = periods.map((period) => {
    const p = placed.find((r) => r.period === period);
    const d = delivered.find((r) => r.period === period);
    return {
      period,
      orders: minor(p?.n),
      delivered: minor(d?.delivered),
      revenue: fromMinor(minor(d?.revenue)),
    };
  });
  return {
    chart: 'line' as const,
    columns: [
      { key: 'period', type: 'text' as const },
      { key: 'orders', type: 'number' as const },
      { key: 'delivered', type: 'number' as const },
      { key: 'revenue', type: 'money' as const },
    ],
    series: ['revenue'],
    rows,
  };
}

/** Returns by product: value returned against value delivered, the return rate. */
async function returns(db: Db, tenantId: string, f: ReportFilter, currency: string) {
  await postPending(db);
  const found = await rowsOf<Row>(
    db,
    sql`select l.product_id::text as product_id, sum(l.amount_minor) filter (where a.kind = 'returns') as returned,
          -sum(l.amount_minor) filter (where a.kind = 'revenue') as delivered
        from ${plLines(tenantId, f, ['returns', 'revenue'])} and a.currency = ${currency} and l.product_id is not null
        group by l.product_id having sum(l.amount_minor) filter (where a.kind = 'returns') > 0 order by 2 desc limit 20`,
  );
  // "SKU · name" through the catalogue's door (finance reads no other module's table).
  const labels = await productLabels(
    db,
    tenantId,
    found.map((r) => String(r.product_id)),
  );
  const rows = found.map((r) => ({
    product: labels.get(String(r.product_id)) ?? '',
    returns: fromMinor(minor(r.returned)),
    revenue: fromMinor(minor(r.delivered)),
    returnRate: pct(minor(r.returned), minor(r.returned) + minor(r.delivered)),
  }));
  return {
    chart: 'bar' as const,
    columns: [
      { key: 'product', type: 'text' as const },
      { key: 'returns', type: 'money' as const },
      { key: 'revenue', type: 'money' as const },
      { key: 'returnRate', type: 'percent' as const },
    ],
    series: ['returns'],
    rows,
  };
}

/** Stock by category today: units, value at average cost, days of cover at the last 30 days' pace. */
async function stock(db: Db, tenantId: string, f: ReportFilter, currency: string) {
  // Inventory's figures through its door (finance reads no other module's table).
  const found = await stockByCategory(db, tenantId, currency, f.storeId);
  const rows = found.map((r) => ({
    category: String(r.category),
    units: minor(r.units),
    value: fromMinor(minor(r.value)),
    daysOfCover: minor(r.shipped) ? Math.round((minor(r.units) * 30) / minor(r.shipped)) : null,
  }));
  return {
    chart: 'donut' as const,
    columns: [
      { key: 'category', type: 'text' as const },
      { key: 'units', type: 'number' as const },
      { key: 'value', type: 'money' as const },
      { key: 'daysOfCover', type: 'number' as const },
    ],
    series: ['value'],
    rows,
  };
}

/**
 * Agents over the period: delivered and returned (by the day they got there), rates, days
 * from order to delivery, and the share of delivered COD settled within the agent's
 * remittance rhythm (remit every N days).
 */
async function agents(db: Db, tenantId: string, f: ReportFilter, currency: string) {
  const found = await rowsOf<Row>(
    db,
    sql`with o as (
          select o.id, o.agent_id, o.status, o.payment_method, o.ordered_at, o.status_changed_at from ${orderFacts} o ${storeZoneJoin(sql`o.store_id`)}
          where o.tenant_id = ${tenantId} and o.currency = ${currency} and o.agent_id is not null and o.status in ('delivered', 'returned')
            and o.status_changed_at >= ${wideFrom(f.from)}::timestamptz and o.status_changed_at < ${wideTo(f.to)}::timestamptz
            and ${zonedDaySql(sql`o.status_changed_at`)} between ${f.from}::date and ${f.to}::date
            ${storeOf(f, sql`o.store_id`)}
        )
        select a.name as agent, count(*) filter (where o.status = 'delivered') as delivered, count(*) filter (where o.status = 'returned') as returned,
          avg(extract(epoch from o.status_changed_at - o.ordered_at) / 86400) filter (where o.status = 'delivered') as days,
          count(*) filter (where o.status = 'delivered' and o.payment_method = 'cod') as cod,
          count(*) filter (where o.status = 'delivered' and o.payment_method = 'cod' and exists (
            select 1 from payment_allocations pa where pa.tenant_id = ${tenantId} and pa.order_id = o.id
              and pa.created_at <= o.status_changed_at + make_interval(days => a.remit_every_days))) as on_time
        from o join ${agentFacts} a on a.id = o.agent_id
        group by a.id, a.name order by 2 desc`,
  );
  const rows = found.map((r) => {
    const delivered = minor(r.delivered);
    const returned = minor(r.returned);
    return {
      agent: String(r.agent),
      delivered,
      returned,
      deliveredRate: pct(delivered, delivered + returned),
      returnRate: pct(returned, delivered + returned),
      daysToDeliver: r.days === null ? null : Math.round(Number(r.days) * 10) / 10,
      remittedOnTime: pct(minor(r.on_time), minor(r.cod)),
    };
  });
  return {
    chart: 'bar' as const,
    columns: [
      { key: 'agent', type: 'text' as const },
      { key: 'delivered', type: 'number' as const },
      { key: 'returned', type: 'number' as const },
      { key: 'deliveredRate', type: 'percent' as const },
      { key: 'returnRate', type: 'percent' as const },
      { key: 'daysToDeliver', type: 'number' as const },
      { key: 'remittedOnTime', type: 'percent' as const },
    ],
    series: ['deliveredRate', 'returnRate'],
    rows,
  };
}

const BUILD = { sales, returns, stock, agents };

export async function report(
  db: Db,
  tenantId: string,
  kind: ReportKind,
  f: ReportFilter,
): Promise<Report> {
  const { currencies, currency } = await currencyOf(db, tenantId, f);
  if (!currency)
    return {
      kind,
      chart: kind === 'sales' ? 'line' : kind === 'stock' ? 'donut' : 'bar',
      columns: [],
      series: [],
      rows: [],
      currency: null,
      currencies,
    };
  const built = await BUILD[kind](db, tenantId, f, currency);
  return { kind, ...built, currency, currencies };
}

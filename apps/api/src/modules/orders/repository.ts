import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { createHash } from 'node:crypto';
import type { Db, Tx } from '../../kernel/db/client';
import { prepared } from '../../kernel/db/prepared';
import { fulfillmentAgents } from '../fulfillment-agents';
import { stockMovements } from '../inventory';
import { products } from '../catalogue';
import { stores } from '../stores';
import { users } from '../users';
import { orderWhere, orderWhereLater, orderSort, placeholders, type OrderScope } from './filters';
import { plannedMatches, plannerInputsSql, roughly } from './match-estimate';
import {
  orderEvents,
  orderLines,
  orders,
  orderSettings,
  orderStatusCounts,
  orderTags,
} from './tables';
import type { OrderFilter } from '@sp/contracts/api';

type Q = Db | Tx;
export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type LineInsert = typeof orderLines.$inferInsert;
export type EventInsert = typeof orderEvents.$inferInsert;

/** A row plus its agent's name: what the list and the summaries show. */
const summaryColumns = { order: orders, agentName: fulfillmentAgents.name };
const withAgent = (db: Q) =>
  db
    .select(summaryColumns)
    .from(orders)
    .leftJoin(fulfillmentAgents, eq(fulfillmentAgents.id, orders.agentId));
export type OrderWithAgent = { order: OrderRow; agentName: string | null };

const byId = (scope: OrderScope, id: string) => and(orderWhere(scope, {}), eq(orders.id, id));

/** Another tenant's order, or one of a store the caller may not use, is not found. */
export async function findOrder(
  db: Q,
  scope: OrderScope,
  id: string,
): Promise<OrderWithAgent | null> {
  const [row] = await withAgent(db).where(byId(scope, id));
  return row ?? null;
}

/** Locks the orders (in id order, so two bulk actions never deadlock) for a status change. */
export async function lockOrders(tx: Tx, scope: OrderScope, ids: string[]) {
  if (!ids.length) return [];
  return tx
    .select()
    .from(orders)
    .where(and(orderWhere(scope, {}), inArray(orders.id, ids)))
    .orderBy(asc(orders.id))
    .for('update');
}

export async function findOrdersByIds(db: Q, scope: OrderScope, ids: string[]) {
  if (!ids.length) return [];
  return withAgent(db)
    .where(and(orderWhere(scope, {}), inArray(orders.id, ids)))
    .orderBy(asc(orders.number));
}

/**
 * Filters the kept counts can answer (migration 0011): status and store only. Anything
 * else (search, agent, city, dates...) is counted from the orders themselves.
 */
function keptCountsAnswer(f: Partial<OrderFilter> & { ids?: string[] }) {
  return (
    !f.search &&
    !f.agentId &&
    !f.paymentMethod &&
    !f.city &&
    !f.from &&
    !f.to &&
    !f.labelPrinted &&
    !f.paidState &&
    !f.ids?.length &&
    !f.customerId &&
    !f.createdBy
  );
}

async function keptCounts(db: Q, scope: OrderScope, storeId: string | undefined) {
  const storeIds = storeId ? scope.storeIds.filter((id) => id === storeId) : scope.storeIds;
  if (!storeIds.length) return [];
  return db
    .select({ status: orderStatusCounts.status, n: sql<number>`sum(${orderStatusCounts.n})::int` })
    .from(orderStatusCounts)
    .where(
      and(
        eq(orderStatusCounts.tenantId, scope.tenantId),
        inArray(orderStatusCounts.storeId, storeIds),
      ),
    )
    .groupBy(orderStatusCounts.status);
}

/**
 * What a list row shows (views.toSummary): half the order's columns, read for 50 rows a
 * page. Flat, so Drizzle's row mapper makes one object per row and the summary is read
 * straight from it (issue 35: there were four objects per row on the way to the JSON).
 */
const listColumns = {
  id: orders.id,
  number: orders.number,
  storeId: orders.storeId,
  status: orders.status,
  customerId: orders.customerId,
  customerName: orders.customerName,
  customerPhone: orders.customerPhone,
  city: orders.city,
  itemsCount: orders.itemsCount,
  currency: orders.currency,
  totalMinor: orders.totalMinor,
  codMinor: orders.codMinor,
  paymentMethod: orders.paymentMethod,
  agentId: orders.agentId,
  trackingNumber: orders.trackingNumber,
  labelPrintedAt: orders.labelPrintedAt,
  orderedAt: orders.orderedAt,
  fulfilment: orders.fulfilment,
  agentName: fulfillmentAgents.name,
};
/** The order's columns a summary shows (a list row, or a whole order row). */
export type OrderSummaryFields = Pick<OrderRow, Exclude<keyof typeof listColumns, 'agentName'>>;
export type OrderListRow = OrderSummaryFields & {
  agentName: string | null;
  /** Its tags, when the list read them (listOrders does). */
  tags?: string[];
};

/** A list row's customer: COD orders returned and COD orders settled, over the caller's stores. */
export type ReturnerCounts = { returnedCod: number; codOrders: number };

/** What the list asks beside its page: the returner flag's counts (issue 30.5), in the same statement. */
export interface ListReturners {
  /** Every store the caller may use (the flag counts over all of them, whatever the filter). */
  storeIds: string[];
  /** The tenant's threshold when it never saved its order settings. */
  defaultThreshold: number;
}

const returnerOrders = alias(orders, 'returner_orders');
/** The tenant's returner threshold (its settings, else the default): one InitPlan per statement. */
const thresholdSql = sql<number>`coalesce((select ${orderSettings.returnerThreshold} from ${orderSettings} where ${orderSettings.tenantId} = ${sql.placeholder('tenantId')}), ${sql.placeholder('defaultThreshold')})::int`;
/**
 * The row's customer's counts as customers.ts countsOf counts them, correlated with the row:
 * PostgreSQL evaluates it after the sort and the limit (50 index probes, not one per match),
 * and not at all when the tenant turned the flag off (threshold 0).
 */
const returnerSql = sql<number[] | null>`(select array[
    count(*) filter (where ${returnerOrders.status} = 'returned' and ${returnerOrders.paymentMethod} = 'cod'),
    count(*) filter (where ${returnerOrders.paymentMethod} = 'cod' and ${returnerOrders.status} in ('delivered', 'returned'))
  ]::int[] from ${orders} ${returnerOrders}
  where ${returnerOrders.tenantId} = ${sql.placeholder('tenantId')}
    and ${returnerOrders.storeId} = any(${sql.placeholder('returnerStores')})
    and ${returnerOrders.customerId} = ${orders.customerId}
    and ${thresholdSql} > 0)`;

/**
 * The row's tags (issue 34) in the list's own statement, in the order tags.ts gives them: a
 * probe of order_tags' key per row, made after the sort and the limit, so 50 probes a page
 * and no second round trip (issue 35).
 */
const tagsSql = sql<
  string[]
>`(select coalesce(array_agg(${orderTags.tag} order by ${orderTags.createdAt}, ${orderTags.tag}), '{}')::text[]
  from ${orderTags} where ${orderTags.orderId} = ${orders.id} and ${orderTags.tenantId} = ${sql.placeholder('tenantId')})`;

/**
 * A filtered total the kept counts cannot answer is counted up to here ("More than
 * 1,000"): counting costs a scan of every match, 43 ms for 10,000 over a million orders.
 */
export const LIST_COUNT_CAP = 1_000;

type ListFilter = Partial<OrderFilter> & { sort?: string; page: number; pageSize: number };

// A shape's statement name, hashed once per shape rather than once per request.
const statementNames = new Map<string, string>();
function statementName(key: string) {
  let name = statementNames.get(key);
  if (!name) {
    name = `orders_page_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`;
    statementNames.set(key, name);
  }
  return name;
}

/**
 * One page and its total in ONE statement, prepared once per shape of filter (the list is
 * the order desk's busiest read): the total is exact from the kept counts when they can
 * answer, else counted up to `cap` rows so a huge tenant still answers at once.
 */
export async function listOrders(
  db: Db,
  scope: OrderScope,
  f: ListFilter,
  cap = LIST_COUNT_CAP,
  returners?: ListReturners,
) {
  const b = placeholders();
  // The shape and values now; the SQL only when this shape's statement is first built.
  const whereSql = orderWhereLater(scope, f, b);
  const kept = keptCountsAnswer(f);
  // A phone-like search sorts its matches, never walks the sort's index (orderSort).
  const matchesFirst = b.shape.includes('searchPhone');
  const countStores = f.storeId ? scope.storeIds.filter((id) => id === f.storeId) : scope.storeIds;
  const key = [
    ...b.shape,
    kept ? (f.status?.length ? 'kept:statuses' : 'kept') : 'capped',
    f.sort ?? '',
    returners ? 'returners' : '',
  ].join(',');
  const query = prepared(
    db,
    statementName(key),
    (db, name) => {
      const where = whereSql();
      const total = kept
        ? sql<number>`(select coalesce(sum(c.n), 0)::int from ${orderStatusCounts} c where c.tenant_id = ${sql.placeholder('tenantId')}
          and c.store_id = any(${sql.placeholder('countStores')})${f.status?.length ? sql` and c.status = any(${sql.placeholder('countStatuses')})` : sql``})`
        : matchesFirst
          ? // Every match is read to be sorted anyway: counted in the same pass, not found twice.
            sql<number>`(count(*) over ())::int`
          : sql<number>`(select count(*)::int from (select 1 from ${orders} where ${where} limit ${sql.placeholder('capPlusOne')}) t)`;
      return db
        .select({
          ...listColumns,
          matches: total,
          threshold: returners ? thresholdSql : sql<number>`null`,
          returner: returners ? returnerSql : sql<number[] | null>`null`,
          tags: tagsSql,
          // Only a capped total can need the planner's estimate (match-estimate.ts).
          plannerInputs: kept ? sql<string | null>`null` : plannerInputsSql,
        })
        .from(orders)
        .leftJoin(fulfillmentAgents, eq(fulfillmentAgents.id, orders.agentId))
        .where(where)
        .orderBy(...orderSort(f.sort, matchesFirst))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name);
    },
    // Shapes the kept counts answer (status, store) keep one plan per shape, made once:
    // planned again at every execution (PostgreSQL judged its generic plan dearer) they cost
    // 0.5 ms of the database's CPU per page, more than running it, and their plan is the
    // sort's index whatever the values. Not the others: a generic plan costs `limit $n` as a
    // tenth of the table, and on one database of the bench it turned the phone search into
    // a scan of every order in date order (445 ms instead of 1 ms; docs/orders.md).
    { genericPlan: kept },
  );
  const rows = await query.execute({
    ...b.values,
    tenantId: scope.tenantId,
    countStores,
    countStatuses: f.status ?? [],
    capPlusOne: cap + 1,
    limit: f.pageSize,
    offset: (f.page - 1) * f.pageSize,
    returnerStores: returners?.storeIds ?? [],
    defaultThreshold: returners?.defaultThreshold ?? 0,
  });
  const items: OrderListRow[] = rows;
  // Each row's customer's counts and the tenant's threshold, when asked (else null).
  const returnerOf = (i: number) => {
    const r = rows[i]!;
    return r.returner
      ? {
          counts: { returnedCod: r.returner[0]!, codOrders: r.returner[1]! },
          threshold: r.threshold!,
        }
      : null;
  };
  // A page past the end has no row to carry the total: count apart (rare).
  const n = rows.length
    ? Number(rows[0]!.matches)
    : f.page > 1
      ? await countApart(db, scope, f, kept, cap)
      : 0;
  if (kept) return { items, returnerOf, total: n, totalExact: true, totalEstimate: null };
  // Past the cap, the planner's estimate of the matches ("about 12,000"): no second scan.
  const estimate =
    n > cap
      ? await plannedMatches(
          db,
          () => orderWhere(scope, f),
          `${b.shape.join(',')}|${JSON.stringify(b.values)}`,
          rows[0]?.plannerInputs ?? null,
        )
      : 0;
  return {
    items,
    returnerOf,
    total: Math.min(n, cap),
    totalExact: n <= cap,
    totalEstimate: estimate > cap ? roughly(estimate) : null,
  };
}

async function countApart(db: Q, scope: OrderScope, f: ListFilter, kept: boolean, cap: number) {
  if (kept) {
    const counts = await keptCounts(db, scope, f.storeId);
    return counts
      .filter((c) => !f.status?.length || f.status.includes(c.status))
      .reduce((a, c) => a + Number(c.n), 0);
  }
  const counted = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${orders} where ${orderWhere(scope, f)} limit ${cap + 1}) t`,
  );
  return Number(counted.rows[0]?.n ?? 0);
}

export async function countByStatus(db: Q, scope: OrderScope, f: Partial<OrderFilter>) {
  if (keptCountsAnswer(f)) return keptCounts(db, scope, f.storeId);
  return db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(orderWhere(scope, { ...f, status: undefined }))
    .groupBy(orders.status);
}

export async function insertOrders(tx: Q, rows: OrderInsert[]) {
  return rows.length ? tx.insert(orders).values(rows).returning() : [];
}
export async function insertLines(tx: Q, rows: LineInsert[]) {
  if (rows.length) await tx.insert(orderLines).values(rows);
}
export async function insertEvents(tx: Q, rows: EventInsert[]) {
  if (rows.length) await tx.insert(orderEvents).values(rows);
}

export async function updateOrderRow(
  tx: Q,
  tenantId: string,
  id: string,
  values: Partial<OrderInsert>,
) {
  const [row] = await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id)))
    .returning();
  return row!;
}

export async function replaceLines(tx: Q, tenantId: string, orderId: string, rows: LineInsert[]) {
  await tx
    .delete(orderLines)
    .where(and(eq(orderLines.tenantId, tenantId), eq(orderLines.orderId, orderId)));
  await insertLines(tx, rows);
}

export const linesOf = (db: Q, orderIds: string[]) =>
  orderIds.length
    ? db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
        .orderBy(asc(orderLines.position))
    : Promise.resolve([]);

export const eventsOf = (db: Q, orderId: string) =>
  db
    .select({ event: orderEvents, userName: users.fullName })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.userId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));

/**
 * The stock movements an order caused (read only; they are written by the inventory
 * service). TODO(inventory): move behind inventory's index as `movementsOfReference`.
 */
export const movementsOf = (db: Q, tenantId: string, orderId: string) =>
  db
    .select({
      movement: stockMovements,
      sku: products.sku,
      productName: products.name,
      storeName: stores.name,
      currency: stores.currency,
      userName: users.fullName,
    })
    .from(stockMovements)
    .innerJoin(products, eq(products.id, stockMovements.productId))
    .innerJoin(stores, eq(stores.id, stockMovements.storeId))
    .leftJoin(users, eq(users.id, stockMovements.userId))
    .where(
      and(
        eq(stockMovements.tenantId, tenantId),
        eq(stockMovements.referenceType, 'order'),
        eq(stockMovements.referenceId, orderId),
      ),
    )
    .orderBy(asc(stockMovements.createdAt));

/** The store as the order needs it (currency, sender address for labels). */
export async function storeOf(db: Q, tenantId: string, storeId: string) {
  const [row] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), eq(stores.id, storeId)));
  return row ?? null;
}
export type StoreRow = typeof stores.$inferSelect;

export async function activeAgent(db: Q, tenantId: string, agentId: string) {
  const [row] = await db
    .select()
    .from(fulfillmentAgents)
    .where(and(eq(fulfillmentAgents.tenantId, tenantId), eq(fulfillmentAgents.id, agentId)));
  return row && row.active ? row : null;
}

export async function markLabelsPrinted(tx: Q, tenantId: string, ids: string[]) {
  if (!ids.length) return;
  await tx
    .update(orders)
    .set({
      labelPrintedAt: new Date(),
      labelPrintCount: sql`${orders.labelPrintCount} + 1`,
      labelVoidAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(orders.tenantId, tenantId), inArray(orders.id, ids)));
}

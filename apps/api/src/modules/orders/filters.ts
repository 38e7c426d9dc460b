import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { OrderFilter } from '@sp/contracts/api';
import { likePattern } from '../../kernel/list-query';
import { storeLocalDaySql, ZONE_MARGIN_MS } from '../stores';
import { paidStateCondition } from './paid-state';
import { orders, orderTags } from './tables';

/** Who is asking: the tenant and the stores the caller may use (admins: all of the tenant's). */
export interface OrderScope {
  tenantId: string;
  storeIds: string[];
  /** The caller, for `createdBy=me` (absent in a job's scope: "me" then matches nothing). */
  userId?: string | null;
}

// from/to are the stores' local days (issue 31.5): a UTC window wide enough for any zone
// keeps the ordered_at index, the local day then decides.
const earliest = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - ZONE_MARGIN_MS);
const latest = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000 + ZONE_MARGIN_MS);
const placedDay = storeLocalDaySql(orders.storeId, orders.orderedAt);

/**
 * How a filter's values enter its SQL: as parameters of this one query (`inline`), or as
 * placeholders of a statement prepared once per shape (`placeholders`), the values then
 * collected by name for `execute`. `shape` names the branches taken: two filters with the
 * same shape have the same SQL text.
 */
export interface Binder {
  value<T>(name: string, v: T): T | Placeholder;
  /** A list of values, for `anyOf`. */
  list(name: string, values: unknown[]): unknown[] | Placeholder;
  anyOf(column: AnyColumn, list: unknown[] | Placeholder): SQL;
  shape: string[];
  values: Record<string, unknown>;
}

export const inline = (): Binder => ({
  value: (_name, v) => v,
  list: (_name, values) => values,
  anyOf: (column, values) => inArray(column, values as unknown[]),
  shape: [],
  values: {},
});

export const placeholders = (): Binder => {
  const binder: Binder = {
    value: (name, v) => {
      binder.values[name] = v;
      return sql.placeholder(name);
    },
    list: (name, values) => {
      binder.values[name] = values;
      return sql.placeholder(name);
    },
    anyOf: (column, list) => sql`${column} = any(${list})`,
    shape: [],
    values: {},
  };
  return binder;
};

/**
 * The list's filters as SQL, tenant first: shared by the list, the tab counts, the
 * export and the report, so each counts exactly the same orders.
 */
export function orderWhere(
  scope: OrderScope,
  f: Partial<OrderFilter> & { ids?: string[] },
  b: Binder = inline(),
): SQL {
  return orderWhereLater(scope, f, b)();
}

/**
 * `orderWhere` in two steps: the filter's shape and values go into `b` now, its SQL is
 * built when the returned function is called. The list builds it once per shape (its
 * prepared statement), not on every request only to learn the shape (issue 35).
 */
export function orderWhereLater(
  scope: OrderScope,
  f: Partial<OrderFilter> & { ids?: string[] },
  b: Binder = inline(),
): () => SQL {
  const tenantId = b.value('tenantId', scope.tenantId);
  const where: (() => SQL)[] = [() => eq(orders.tenantId, tenantId)];
  const add = (branch: string, condition: () => SQL) => {
    b.shape.push(branch);
    where.push(condition);
  };
  if (f.storeId && scope.storeIds.includes(f.storeId)) {
    const storeId = b.value('storeId', f.storeId);
    add('store', () => eq(orders.storeId, storeId));
  } else if (f.storeId || !scope.storeIds.length) add('noStore', () => sql`false`);
  else {
    const storeIds = b.list('storeIds', scope.storeIds);
    add('stores', () => b.anyOf(orders.storeId, storeIds));
  }
  if (f.status?.length === 1) {
    const status = b.value('status', f.status[0]!);
    add('status', () => eq(orders.status, status));
  } else if (f.status?.length) {
    const statuses = b.list('statuses', f.status);
    add('statuses', () => b.anyOf(orders.status, statuses));
  }
  if (f.agentId === 'none') add('noAgent', () => isNull(orders.agentId));
  else if (f.agentId) {
    const agentId = b.value('agentId', f.agentId);
    add('agent', () => eq(orders.agentId, agentId));
  }
  if (f.paymentMethod) {
    const paymentMethod = b.value('paymentMethod', f.paymentMethod);
    add('pay', () => eq(orders.paymentMethod, paymentMethod));
  }
  if (f.city) {
    const city = b.value('city', f.city);
    add('city', () => sql`lower(${orders.city}) = lower(${city})`);
  }
  if (f.from) {
    const from = b.value('from', earliest(f.from));
    const fromDay = b.value('fromDay', f.from);
    add('from', () => sql`${gte(orders.orderedAt, from)} and ${placedDay} >= ${fromDay}::date`);
  }
  if (f.to) {
    const to = b.value('to', latest(f.to));
    const toDay = b.value('toDay', f.to);
    add('to', () => sql`${lt(orders.orderedAt, to)} and ${placedDay} <= ${toDay}::date`);
  }
  if (f.search) where.push(searchWhere(scope.tenantId, f.search, b));
  if (f.labelPrinted) {
    const printed = f.labelPrinted === 'true';
    add(`label:${f.labelPrinted}`, () =>
      printed ? isNotNull(orders.labelPrintedAt) : isNull(orders.labelPrintedAt),
    );
  }
  if (f.paidState) {
    const state = f.paidState;
    add(`paid:${state}`, () => paidStateCondition(state));
  }
  if (f.ids?.length) {
    const ids = b.list('ids', f.ids);
    add('ids', () => b.anyOf(orders.id, ids));
  }
  if (f.customerId) {
    const customerId = b.value('customerId', f.customerId);
    add('customer', () => eq(orders.customerId, customerId));
  }
  // Orders carrying the tag in any case (migration 0185's index leads with the tenant).
  if (f.tag) {
    const tagTenant = b.value('tenantId', scope.tenantId);
    const tag = b.value('tag', f.tag);
    add(
      'tag',
      () =>
        sql`exists (select 1 from ${orderTags} where ${orderTags.tenantId} = ${tagTenant} and lower(${orderTags.tag}) = lower(${tag}) and ${orderTags.orderId} = ${orders.id})`,
    );
  }
  if (f.createdBy) {
    const creator = f.createdBy === 'me' ? scope.userId : f.createdBy;
    if (creator) {
      const createdBy = b.value('createdBy', creator);
      add('creator', () => eq(orders.createdBy, createdBy));
    } else add('noCreator', () => sql`false`);
  }
  return () => and(...where.map((condition) => condition()))!;
}

/**
 * Number, tracking and marketplace reference exactly (what a scanner or a customer reads out), phone by digits, name
 * anywhere. The exact arms repeat the tenant so each arm has an index of its own (the
 * tenant's b-trees, the trigram indexes of migration 0013) and PostgreSQL ORs their bitmaps.
 */
function searchWhere(tenantId: string, text: string, b: Binder): () => SQL {
  const q = text.trim();
  const digits = q.replace(/\D/g, '');
  const tenant = b.value('tenantId', tenantId);
  const number = b.value('number', q.toUpperCase());
  const tracking = b.value('tracking', q);
  const externalRef = b.value('externalRef', q);
  const name = b.value('name', likePattern(q));
  const phone = digits.length >= 4 ? b.value('digits', likePattern(digits)) : null;
  b.shape.push(phone !== null ? 'searchPhone' : 'search');
  return () => {
    const parts: SQL[] = [
      and(eq(orders.tenantId, tenant), eq(orders.number, number))!,
      and(eq(orders.tenantId, tenant), eq(orders.trackingNumber, tracking))!,
      // The marketplace's own reference (JUM-VB-1), as the seller copies it from there.
      and(eq(orders.tenantId, tenant), eq(orders.externalRef, externalRef))!,
      ilike(orders.customerName, name),
    ];
    if (phone !== null) parts.push(sql`${orders.phoneDigits} like ${phone}`);
    return or(...parts)!;
  };
}

const SORT = {
  orderedAt: orders.orderedAt,
  number: orders.number,
  total: orders.totalMinor,
  customerName: orders.customerName,
  city: orders.city,
  status: orders.status,
} as const;

/**
 * `sort=field` / `-field` from the allow-list, newest first by default; the id breaks ties.
 * `matchesFirst`: the sort key is an expression no index carries, so PostgreSQL finds the
 * matches by their own indexes and sorts them, never walks the sort's index filtering every
 * order. For a phone-like search (few matches by design): its planner guessed a few
 * thousand matches from the trigram arms and, on some statistics, chose that walk, reading
 * every order to find 55 (the bench's floor then served 5 req/s; issue 35).
 */
export function orderSort(sort: string | undefined, matchesFirst = false): SQL[] {
  const field = (sort?.replace(/^-/, '') ?? 'orderedAt') as keyof typeof SORT;
  const indexed = SORT[field] ?? orders.orderedAt;
  const column = matchesFirst ? sql`coalesce(${indexed}, ${indexed})` : indexed;
  const descending = sort ? sort.startsWith('-') : true;
  return descending ? [desc(column), desc(orders.id)] : [asc(column), asc(orders.id)];
}

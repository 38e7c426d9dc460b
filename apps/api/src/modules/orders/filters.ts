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
  anyOf(column: AnyColumn, name: string, values: unknown[]): SQL;
  shape: string[];
  values: Record<string, unknown>;
}

export const inline = (): Binder => ({
  value: (_name, v) => v,
  anyOf: (column, _name, values) => inArray(column, values),
  shape: [],
  values: {},
});

export const placeholders = (): Binder => {
  const binder: Binder = {
    value: (name, v) => {
      binder.values[name] = v;
      return sql.placeholder(name);
    },
    anyOf: (column, name, values) => {
      binder.values[name] = values;
      return sql`${column} = any(${sql.placeholder(name)})`;
    },
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
  const where: SQL[] = [eq(orders.tenantId, b.value('tenantId', scope.tenantId))];
  const add = (branch: string, condition: SQL) => {
    b.shape.push(branch);
    where.push(condition);
  };
  if (f.storeId && scope.storeIds.includes(f.storeId))
    add('store', eq(orders.storeId, b.value('storeId', f.storeId)));
  else if (f.storeId || !scope.storeIds.length) add('noStore', sql`false`);
  else add('stores', b.anyOf(orders.storeId, 'storeIds', scope.storeIds));
  if (f.status?.length === 1) add('status', eq(orders.status, b.value('status', f.status[0]!)));
  else if (f.status?.length) add('statuses', b.anyOf(orders.status, 'statuses', f.status));
  if (f.agentId === 'none') add('noAgent', isNull(orders.agentId));
  else if (f.agentId) add('agent', eq(orders.agentId, b.value('agentId', f.agentId)));
  if (f.paymentMethod)
    add('pay', eq(orders.paymentMethod, b.value('paymentMethod', f.paymentMethod)));
  if (f.city) add('city', sql`lower(${orders.city}) = lower(${b.value('city', f.city)})`);
  if (f.from)
    add(
      'from',
      sql`${gte(orders.orderedAt, b.value('from', earliest(f.from)))} and ${placedDay} >= ${b.value('fromDay', f.from)}::date`,
    );
  if (f.to)
    add(
      'to',
      sql`${lt(orders.orderedAt, b.value('to', latest(f.to)))} and ${placedDay} <= ${b.value('toDay', f.to)}::date`,
    );
  if (f.search) where.push(searchWhere(scope.tenantId, f.search, b));
  if (f.labelPrinted)
    add(
      `label:${f.labelPrinted}`,
      f.labelPrinted === 'true' ? isNotNull(orders.labelPrintedAt) : isNull(orders.labelPrintedAt),
    );
  if (f.paidState) add(`paid:${f.paidState}`, paidStateCondition(f.paidState));
  if (f.ids?.length) add('ids', b.anyOf(orders.id, 'ids', f.ids));
  if (f.customerId) add('customer', eq(orders.customerId, b.value('customerId', f.customerId)));
  // Orders carrying the tag in any case (migration 0185's index leads with the tenant).
  if (f.tag)
    add(
      'tag',
      sql`exists (select 1 from ${orderTags} where ${orderTags.tenantId} = ${b.value('tenantId', scope.tenantId)} and lower(${orderTags.tag}) = lower(${b.value('tag', f.tag)}) and ${orderTags.orderId} = ${orders.id})`,
    );
  if (f.createdBy) {
    const creator = f.createdBy === 'me' ? scope.userId : f.createdBy;
    add(
      creator ? 'creator' : 'noCreator',
      creator ? eq(orders.createdBy, b.value('createdBy', creator)) : sql`false`,
    );
  }
  return and(...where)!;
}

/**
 * Number, tracking and marketplace reference exactly (what a scanner or a customer reads out), phone by digits, name
 * anywhere. The exact arms repeat the tenant so each arm has an index of its own (the
 * tenant's b-trees, the trigram indexes of migration 0013) and PostgreSQL ORs their bitmaps.
 */
function searchWhere(tenantId: string, text: string, b: Binder): SQL {
  const q = text.trim();
  const digits = q.replace(/\D/g, '');
  const tenant = b.value('tenantId', tenantId);
  const parts: SQL[] = [
    and(eq(orders.tenantId, tenant), eq(orders.number, b.value('number', q.toUpperCase())))!,
    and(eq(orders.tenantId, tenant), eq(orders.trackingNumber, b.value('tracking', q)))!,
    // The marketplace's own reference (JUM-VB-1), as the seller copies it from there.
    and(eq(orders.tenantId, tenant), eq(orders.externalRef, b.value('externalRef', q)))!,
    ilike(orders.customerName, b.value('name', likePattern(q))),
  ];
  if (digits.length >= 4)
    parts.push(sql`${orders.phoneDigits} like ${b.value('digits', likePattern(digits))}`);
  b.shape.push(digits.length >= 4 ? 'searchPhone' : 'search');
  return or(...parts)!;
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

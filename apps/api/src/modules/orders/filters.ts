import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderFilter } from '@sp/contracts/api';
import { likePattern } from '../../kernel/list-query';
import { orders } from './tables';

/** Who is asking: the tenant and the stores the caller may use (admins: all of the tenant's). */
export interface OrderScope {
  tenantId: string;
  storeIds: string[];
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

/**
 * The list's filters as SQL, tenant first: shared by the list, the tab counts, the
 * export and the report, so each counts exactly the same orders.
 */
export function orderWhere(scope: OrderScope, f: Partial<OrderFilter> & { ids?: string[] }): SQL {
  const where: (SQL | undefined)[] = [eq(orders.tenantId, scope.tenantId)];
  if (f.storeId) where.push(scope.storeIds.includes(f.storeId) ? eq(orders.storeId, f.storeId) : sql`false`);
  else where.push(scope.storeIds.length ? inArray(orders.storeId, scope.storeIds) : sql`false`);
  if (f.status?.length) where.push(f.status.length === 1 ? eq(orders.status, f.status[0]!) : inArray(orders.status, f.status));
  if (f.agentId) where.push(f.agentId === 'none' ? isNull(orders.agentId) : eq(orders.agentId, f.agentId));
  if (f.paymentMethod) where.push(eq(orders.paymentMethod, f.paymentMethod));
  if (f.city) where.push(sql`lower(${orders.city}) = lower(${f.city})`);
  if (f.from) where.push(gte(orders.orderedAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) where.push(lt(orders.orderedAt, nextDay(f.to)));
  if (f.search) where.push(searchWhere(scope.tenantId, f.search));
  if (f.labelPrinted) where.push(f.labelPrinted === 'true' ? isNotNull(orders.labelPrintedAt) : isNull(orders.labelPrintedAt));
  if (f.ids?.length) where.push(inArray(orders.id, f.ids));
  return and(...where)!;
}

/**
 * Number and tracking exactly (what a scanner or a customer reads out), phone by digits, name
 * anywhere. The exact arms repeat the tenant so each arm has an index of its own (the
 * tenant's b-trees, the trigram indexes of migration 0013) and PostgreSQL ORs their bitmaps.
 */
function searchWhere(tenantId: string, text: string): SQL {
  const q = text.trim();
  const digits = q.replace(/\D/g, '');
  const parts: SQL[] = [
    and(eq(orders.tenantId, tenantId), eq(orders.number, q.toUpperCase()))!,
    and(eq(orders.tenantId, tenantId), eq(orders.trackingNumber, q))!,
    ilike(orders.customerName, likePattern(q)),
  ];
  if (digits.length >= 4) parts.push(sql`${orders.phoneDigits} like ${likePattern(digits)}`);
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

/** `sort=field` / `-field` from the allow-list, newest first by default; the id breaks ties. */
export function orderSort(sort: string | undefined): SQL[] {
  const field = (sort?.replace(/^-/, '') ?? 'orderedAt') as keyof typeof SORT;
  const column = SORT[field] ?? orders.orderedAt;
  const descending = sort ? sort.startsWith('-') : true;
  return descending ? [desc(column), desc(orders.id)] : [asc(column), asc(orders.id)];
}

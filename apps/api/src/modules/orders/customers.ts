import { and, desc, eq, inArray, is, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { CustomerSummary, OrderSettings, ReturnerRisk } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { jsonTuples } from '../../kernel/db/json-tuples';
import { prepared } from '../../kernel/db/prepared';
import { AppError } from '../../kernel/errors';
import { likePattern } from '../../kernel/list-query';
import { fromMinor } from '../../kernel/money';
import { iso } from '../../kernel/dates';
import type { OrderScope } from './filters';
import { orderSettingsOf } from './settings';
import { customers, orders } from './tables';

/**
 * Customers (issue 30.4, docs/orders.md "Customers"): one per tenant and phone. A phone is
 * the same customer whatever its prefix or spacing: "+212 661-234567", "0661234567" and
 * "661234567" share their last nine digits, which is how the order import compares phones.
 */
type Q = Db | Tx;
const KEY_DIGITS = 9;
export const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-KEY_DIGITS);

/** A phone's key in SQL, from a column of its digits (a literal: DISTINCT ON and ORDER BY must read the same expression). */
const keyOf = (digits: string) => sql.raw(`right(${digits}, ${KEY_DIGITS})`);
const KEY = keyOf('o.phone_digits');

/** A phone's customer exists: it takes the name, city and address of the phone's latest order. */
const RENAME_ON_CONFLICT = sql.raw(
  'on conflict (tenant_id, phone_key) do update set name = excluded.name, phone = excluded.phone, city = excluded.city, address = excluded.address, updated_at = now()',
);

const idList = (ids: string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`;

/**
 * Attaches orders that have no customer yet to the customer of their phone, making the
 * customers that do not exist (named as the latest of those orders). Two statements
 * whatever the number of orders: the order form sends one, an import thousands, the demo
 * seed all of a tenant's (`orderIds` null).
 */
export async function linkCustomers(tx: Q, tenantId: string, orderIds: string[] | null) {
  if (orderIds && !orderIds.length) return;
  const which = orderIds ? sql`and o.id in ${idList(orderIds)}` : sql``;
  await tx.execute(sql`
    insert into ${customers} as c (tenant_id, phone_key, name, phone, city, address)
    select distinct on (${KEY}) o.tenant_id, ${KEY}, o.customer_name, o.customer_phone, o.city, o.address
    from ${orders} o where o.tenant_id = ${tenantId} and o.customer_id is null and o.phone_digits <> '' ${which}
    order by ${KEY}, o.ordered_at desc
    ${RENAME_ON_CONFLICT}`);
  await tx.execute(sql`
    update ${orders} o set customer_id = c.id from ${customers} c
    where o.tenant_id = ${tenantId} and o.customer_id is null ${which}
      and c.tenant_id = o.tenant_id and c.phone_key = ${KEY}`);
}

/**
 * The same link for orders not written yet (a file import), in two parts sent together:
 * this statement makes or renames the customers of their phones (named as the latest of
 * these orders, as `linkCustomers` names them), and the orders' INSERT, sent after it on
 * the same connection, reads each order's customer with `customerOfNewOrder`. A link after
 * the insert was an UPDATE of every imported order (its indexes and triggers a second
 * time): 36 s of a 67 s commit of 10,000 orders. Ids sent back to the API before the
 * INSERT left PostgreSQL idle for the round trip, a tenth of the commit (issue 35).
 */
export function customersOfNewOrders(
  tenantId: string,
  rows: {
    customerName: string;
    customerPhone: string;
    phoneDigits?: string | null;
    city: string;
    address?: string | null;
    orderedAt?: Date | null;
  }[],
): SQL | null {
  const latest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = phoneKey(row.phoneDigits ?? '');
    if (!key) continue;
    const seen = latest.get(key);
    if (!seen || (row.orderedAt?.getTime() ?? 0) > (seen.orderedAt?.getTime() ?? 0))
      latest.set(key, row);
  }
  if (!latest.size) return null;
  const made = [...latest].map(([key, r]) => [
    key,
    r.customerName,
    r.customerPhone,
    r.city,
    r.address ?? '',
  ]);
  const columns = ['key', 'name', 'phone', 'city', 'address'].map((c) => [c, 'text'] as const);
  return sql`
    insert into ${customers} as c (tenant_id, phone_key, name, phone, city, address)
    select ${tenantId}::uuid, x.key, x.name, x.phone, x.city, x.address from ${jsonTuples(columns, made)} x
    ${RENAME_ON_CONFLICT}`;
}

/** A new order's customer, over the record `x` of a bulk INSERT (bulk-insert.ts `computed`). */
export const customerOfNewOrder = sql`(select c.id from ${customers} c where c.tenant_id = x."tenantId" and x."phoneDigits" <> '' and c.phone_key = ${keyOf('x."phoneDigits"')})`;

/** An order whose phone changed belongs to the customer of its new phone. */
export async function relinkCustomer(tx: Tx, tenantId: string, orderId: string) {
  await tx
    .update(orders)
    .set({ customerId: null })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  await linkCustomers(tx, tenantId, [orderId]);
}

type Counts = {
  ordersCount: number;
  deliveredCount: number;
  returnedCount: number;
  cancelledCount: number;
  returnedCod: number;
  codOrders: number;
  lastOrderAt: Date | null;
};

const countsSelection = {
  customerId: orders.customerId,
  ordersCount: sql<number>`count(*)::int`,
  deliveredCount: sql<number>`(count(*) filter (where ${orders.status} = 'delivered'))::int`,
  returnedCount: sql<number>`(count(*) filter (where ${orders.status} = 'returned'))::int`,
  cancelledCount: sql<number>`(count(*) filter (where ${orders.status} = 'cancelled'))::int`,
  returnedCod: sql<number>`(count(*) filter (where ${orders.status} = 'returned' and ${orders.paymentMethod} = 'cod'))::int`,
  codOrders: sql<number>`(count(*) filter (where ${orders.paymentMethod} = 'cod' and ${orders.status} in ('delivered', 'returned')))::int`,
  lastOrderAt: sql<Date | string | null>`max(${orders.orderedAt})`,
};

/**
 * The order counts of customers over the stores of the scope. Every page of the order list
 * asks (the returner flag), so outside a transaction it is one statement prepared once
 * (kernel/db/prepared.ts): built by Drizzle and parsed by PostgreSQL once, not per request.
 */
async function countsOf(db: Q, scope: OrderScope, customerIds: string[]) {
  const out = new Map<string, Counts>();
  if (!customerIds.length || !scope.storeIds.length) return out;
  const rows = is(db, PgTransaction)
    ? await db
        .select(countsSelection)
        .from(orders)
        .where(
          and(
            eq(orders.tenantId, scope.tenantId),
            inArray(orders.storeId, scope.storeIds),
            inArray(orders.customerId, customerIds),
          ),
        )
        .groupBy(orders.customerId)
    : await prepared(db as Db, 'customer_order_counts', (d, name) =>
        d
          .select(countsSelection)
          .from(orders)
          .where(
            and(
              eq(orders.tenantId, sql.placeholder('tenantId')),
              sql`${orders.storeId} = any(${sql.placeholder('storeIds')})`,
              sql`${orders.customerId} = any(${sql.placeholder('customerIds')})`,
            ),
          )
          .groupBy(orders.customerId)
          .prepare(name),
      ).execute({ tenantId: scope.tenantId, storeIds: scope.storeIds, customerIds });
  for (const r of rows)
    out.set(r.customerId!, { ...r, lastOrderAt: r.lastOrderAt ? new Date(r.lastOrderAt) : null });
  return out;
}

/**
 * The returner flag (issue 30.5): the customer's COD orders that came back (returned, which
 * is also how a refusal at the door ends) reach the tenant's threshold. 0 turns it off.
 */
export const riskOf = (
  c: Pick<Counts, 'returnedCod' | 'codOrders'> | undefined,
  settings: Pick<OrderSettings, 'returnerThreshold'>,
): ReturnerRisk | null =>
  c && settings.returnerThreshold > 0 && c.returnedCod >= settings.returnerThreshold
    ? { returned: c.returnedCod, codOrders: c.codOrders }
    : null;

/** The returner flag of each customer of a page of orders. */
export async function returnerRisks(
  db: Q,
  scope: OrderScope,
  settings: OrderSettings,
  customerIds: (string | null)[],
) {
  const ids = [...new Set(customerIds.filter((id): id is string => !!id))];
  const counts =
    settings.returnerThreshold > 0 ? await countsOf(db, scope, ids) : new Map<string, Counts>();
  return (customerId: string | null) =>
    customerId ? riskOf(counts.get(customerId), settings) : null;
}

/** Delivered orders' totals per customer and currency: what they brought in. */
async function lifetimeValues(db: Q, scope: OrderScope, customerIds: string[]) {
  const out = new Map<string, { currency: string; amount: string }[]>();
  if (!customerIds.length || !scope.storeIds.length) return out;
  const rows = await db
    .select({
      customerId: orders.customerId,
      currency: orders.currency,
      minor: sql<string>`sum(${orders.totalMinor})`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, scope.tenantId),
        inArray(orders.storeId, scope.storeIds),
        inArray(orders.customerId, customerIds),
        eq(orders.status, 'delivered'),
      ),
    )
    .groupBy(orders.customerId, orders.currency)
    .orderBy(orders.currency);
  for (const r of rows)
    out.set(r.customerId!, [
      ...(out.get(r.customerId!) ?? []),
      { currency: r.currency, amount: fromMinor(Number(r.minor)) },
    ]);
  return out;
}

type CustomerRow = typeof customers.$inferSelect;

/** Customer rows as the list and the page show them, counts and amounts read in two queries. */
export async function summariesOf(
  db: Q,
  scope: OrderScope,
  settings: OrderSettings,
  rows: CustomerRow[],
): Promise<(CustomerSummary & { address: string })[]> {
  const ids = rows.map((r) => r.id);
  const [counts, values] = await Promise.all([
    countsOf(db, scope, ids),
    lifetimeValues(db, scope, ids),
  ]);
  return rows.map((r) => {
    const c = counts.get(r.id);
    return {
      id: r.id,
      name: r.name,
      phone: r.phone,
      city: r.city,
      address: r.address,
      ordersCount: c?.ordersCount ?? 0,
      deliveredCount: c?.deliveredCount ?? 0,
      returnedCount: c?.returnedCount ?? 0,
      cancelledCount: c?.cancelledCount ?? 0,
      lifetimeValue: values.get(r.id) ?? [],
      lastOrderAt: c?.lastOrderAt ? iso(c.lastOrderAt) : null,
      returner: riskOf(c, settings),
    };
  });
}

/** Customers with an order in the scope's stores, the latest buyers first; search by name or phone. */
export async function listCustomerRows(
  db: Q,
  scope: OrderScope,
  f: { search?: string | undefined; page: number; pageSize: number },
) {
  if (!scope.storeIds.length) return { rows: [], total: 0 };
  const inScope = sql`exists (select 1 from ${orders} o where o.tenant_id = ${scope.tenantId} and o.customer_id = ${customers.id} and o.store_id in ${idList(scope.storeIds)})`;
  const conditions: SQL[] = [eq(customers.tenantId, scope.tenantId), inScope];
  const search = f.search?.trim();
  if (search) {
    const digits = search.replace(/\D/g, '');
    conditions.push(
      digits.length >= 4
        ? sql`(${customers.phoneKey} like ${likePattern(digits.slice(-KEY_DIGITS))} or lower(${customers.name}) like ${likePattern(search.toLowerCase())})`
        : sql`lower(${customers.name}) like ${likePattern(search.toLowerCase())}`,
    );
  }
  const rows = await db
    .select({ customer: customers, total: sql<number>`count(*) over ()::int` })
    .from(customers)
    .where(and(...conditions))
    .orderBy(desc(customers.updatedAt), customers.id)
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  return { rows: rows.map((r) => r.customer), total: rows.length ? Number(rows[0]!.total) : 0 };
}

export async function findCustomer(db: Q, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, id)));
  return row ?? null;
}

export async function findCustomerByPhone(db: Q, tenantId: string, phone: string) {
  const key = phoneKey(phone);
  if (key.length < 6) return null;
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.phoneKey, key)));
  return row ?? null;
}

/**
 * A tenant with `returnerCallRequired` confirms a flagged returner's order only once the
 * confirmation call is recorded on it (409 returner_call_required, nothing changed).
 */
export async function requireReturnerCall(
  tx: Q,
  scope: OrderScope,
  order: { number: string; customerId: string | null; returnerCallAt: Date | null },
) {
  if (order.returnerCallAt || !order.customerId) return;
  const settings = await orderSettingsOf(tx, scope.tenantId);
  if (!settings.returnerCallRequired) return;
  const risk = (await returnerRisks(tx, scope, settings, [order.customerId]))(order.customerId);
  if (!risk) return;
  const message = `Order ${order.number}: the customer returned ${risk.returned} of ${risk.codOrders} cash-on-delivery orders; record the confirmation call before confirming`;
  throw new AppError(409, 'returner_call_required', message, [
    { path: 'returnerCallAt', message: `${risk.returned} of ${risk.codOrders} returned` },
  ]);
}

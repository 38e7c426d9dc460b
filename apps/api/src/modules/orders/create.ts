import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { CreateOrderInput } from '@sp/contracts/api';
import type { Tx } from '../../kernel/db/client';
import { nextDocumentNumbers } from '../../kernel/sequences';
import { bulkInsert } from './bulk-insert';
import {
  insertEvents,
  insertLines,
  insertOrders,
  type EventInsert,
  type LineInsert,
  type OrderInsert,
  type OrderRow,
} from './repository';
import { orderEvents, orderLines, orders } from './tables';
import { customersForNewOrders, linkCustomers } from './customers';
import {
  newPricingCache,
  priceOrder,
  productsFor,
  type OrderActor,
  type PricedOrder,
  type PricingCache,
} from './pricing';

/** ATL-000123: the tenant's slug gives the prefix, one series per tenant, never reused. */
export const numberPrefix = (tenantSlug: string) =>
  tenantSlug
    .replace(/[^a-z]/gi, '')
    .slice(0, 3)
    .toUpperCase() || 'ORD';

type Actor = OrderActor & { tenantSlug: string };
type Input = CreateOrderInput & { orderedAt?: Date };

/**
 * Creates many orders in the caller's transaction (the order form sends one; the bulk
 * importer sends a file's worth): each priced and checked like the form's, numbered from
 * the tenant's sequence, with its lines and a "created" history entry. Any refusal
 * throws (field paths prefixed `orders.<i>.` when there are several) and the caller's
 * transaction writes nothing. Stock is untouched until the order ships. Each order is
 * attached to the customer of its phone (customers.ts), made when new.
 */
export async function createOrders(tx: Tx, actor: Actor, inputs: Input[]): Promise<OrderRow[]> {
  const built = await buildOrders(tx, actor, inputs);
  const created = await insertOrders(tx, built.orders);
  await insertLines(tx, built.lines);
  await insertEvents(tx, built.events);
  await linkCustomers(
    tx,
    actor.tenantId,
    created.map((o) => o.id),
  );
  // Read back with their customer (the link is written after the insert).
  return created.length
    ? tx
        .select()
        .from(orders)
        .where(
          inArray(
            orders.id,
            created.map((o) => o.id),
          ),
        )
    : created;
}

/**
 * Thousands of orders at once (a file import): the same checks and prices, each store and
 * product read once, the numbers taken in one block, and one statement per table with
 * nothing read back (the ids are made here).
 */
export async function createOrdersInBulk(tx: Tx, actor: Actor, inputs: Input[]): Promise<number> {
  const built = await buildOrders(tx, actor, inputs, newPricingCache());
  // Each order is written with its customer: no second write of every order to link them.
  await customersForNewOrders(tx, actor.tenantId, built.orders);
  await bulkInsert(tx, orders, built.orders);
  await bulkInsert(tx, orderLines, built.lines);
  await bulkInsert(tx, orderEvents, built.events);
  return built.orders.length;
}

async function buildOrders(tx: Tx, actor: Actor, inputs: Input[], cache?: PricingCache) {
  if (cache)
    await productsFor(
      tx,
      actor.tenantId,
      inputs.flatMap((input) => input.lines.map((l) => l.productId)),
      cache,
    );
  const priced: PricedOrder[] = [];
  for (const [i, input] of inputs.entries())
    priced.push(await priceOrder(tx, actor, input, inputs.length > 1 ? `orders.${i}.` : '', cache));
  const numbers = await nextDocumentNumbers(
    tx,
    actor.tenantId,
    'order',
    numberPrefix(actor.tenantSlug),
    inputs.length,
  );
  const built = {
    orders: [] as OrderInsert[],
    lines: [] as LineInsert[],
    events: [] as EventInsert[],
  };
  for (const [i, input] of inputs.entries()) {
    const p = priced[i]!;
    const t = p.totals;
    const id = randomUUID();
    built.orders.push({
      id,
      tenantId: actor.tenantId,
      storeId: p.store.id,
      number: numbers[i]!,
      status: 'pending',
      customerName: input.customer.name,
      customerPhone: input.customer.phone,
      phoneDigits: input.customer.phone.replace(/\D/g, ''),
      city: input.customer.city,
      address: input.customer.address ?? '',
      paymentMethod: input.paymentMethod,
      currency: p.store.currency,
      subtotalMinor: t.subtotalMinor,
      discountMinor: t.discountMinor,
      shippingFeeMinor: t.shippingFeeMinor,
      servicesMinor: t.servicesMinor,
      totalMinor: t.totalMinor,
      codMinor: t.codMinor,
      taxMinor: p.tax.totalTaxMinor,
      tax: p.tax,
      itemsCount: t.itemsCount,
      services: p.services,
      agentId: input.agentId ?? null,
      trackingNumber: input.trackingNumber ?? '',
      externalRef: input.externalRef ?? '',
      note: input.note ?? '',
      orderedAt: input.orderedAt ?? new Date(),
      createdBy: actor.userId,
    });
    for (const l of p.lines) built.lines.push({ ...l, orderId: id, tenantId: actor.tenantId });
    built.events.push({
      tenantId: actor.tenantId,
      orderId: id,
      kind: 'created',
      toStatus: 'pending',
      userId: actor.userId,
    });
  }
  return built;
}

import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { CreateOrderInput } from '@sp/contracts/api';
import type { Tx } from '../../kernel/db/client';
import { nextDocumentNumbers } from '../../kernel/sequences';
import { bulkInsertStatements, sendInOrder } from './bulk-insert';
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
import { customerOfNewOrder, customersOfNewOrders, linkCustomers } from './customers';
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
  await numberOrders(tx, actor, built.orders);
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

/** What a bulk caller keeps between its calls (an import's commit, page after page). */
export interface BulkOptions {
  /** Stores and products read once for all the pages, not once a page. */
  cache?: PricingCache;
  /** Numbers taken ahead for all the pages (`numberBlock`), not once a page. */
  numbers?: NumberBlock;
  /**
   * Given, the INSERTs are sent and handed over unawaited: the caller prices its next page
   * while PostgreSQL writes this one (see imports/commit-job.ts), and awaits them before
   * its transaction ends. Not given, they are awaited here.
   */
  defer?: (writes: Promise<void>) => void;
}

/**
 * Order numbers for calls to come, taken from the tenant's sequence in one block at the
 * first call (`size`: how many orders all the calls make, an import's new orders): the
 * later pages wait for no round trip. The sequence's row stays locked by the caller's
 * transaction either way; a block too small is topped up, one too big leaves a gap.
 */
export interface NumberBlock {
  size: number;
  taken: string[];
  used: number;
}
export const numberBlock = (size: number): NumberBlock => ({ size, taken: [], used: 0 });

/**
 * Thousands of orders at once (a file import): the same checks and prices, each store and
 * product read once, the numbers taken in one block, and one statement per table with
 * nothing read back (the ids are made here, each order's customer is read by its INSERT).
 * With a number block, nothing waits for the database once the block is taken: with
 * `defer`, PostgreSQL writes one page while the API prices the next.
 */
export async function createOrdersInBulk(
  tx: Tx,
  actor: Actor,
  inputs: Input[],
  options: BulkOptions = {},
): Promise<number> {
  const built = await buildOrders(tx, actor, inputs, options.cache ?? newPricingCache());
  await numberOrders(tx, actor, built.orders, options.numbers);
  // The customers first: each order's INSERT reads its customer, made by the statement before.
  // Each statement is built when the one before is sent (see sendInOrder).
  function* statements() {
    const customersMade = customersOfNewOrders(actor.tenantId, built.orders);
    if (customersMade) yield customersMade;
    yield* bulkInsertStatements(orders, built.orders, {
      computed: { customerId: customerOfNewOrder },
    });
    // A page's lines in one statement (an import's page holds at most 5,000 lines).
    yield* bulkInsertStatements(orderLines, built.lines, { chunk: 5000 });
    yield* bulkInsertStatements(orderEvents, built.events);
  }
  const { done } = await sendInOrder(tx, statements());
  if (options.defer) options.defer(done);
  else await done;
  return built.orders.length;
}

/** Numbers from the tenant's sequence, in one block, in the orders' order. */
async function numberOrders(tx: Tx, actor: Actor, rows: OrderInsert[], block?: NumberBlock) {
  const take = (count: number) =>
    nextDocumentNumbers(tx, actor.tenantId, 'order', numberPrefix(actor.tenantSlug), count);
  let numbers: string[];
  if (block) {
    const missing = rows.length - (block.taken.length - block.used);
    // concat, not push(...): a 1,000,000-row file's numbers are too many arguments for a call.
    if (missing > 0) block.taken = block.taken.concat(await take(Math.max(missing, block.size)));
    numbers = block.taken.slice(block.used, block.used + rows.length);
    block.used += rows.length;
  } else numbers = await take(rows.length);
  rows.forEach((row, i) => (row.number = numbers[i]!));
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
  for (const [i, input] of inputs.entries()) {
    // Cached prices resolve at once, so a page's pricing would hold the event loop from
    // start to end; through it, a statement that ended on the transaction's connection is
    // followed by the next one queued now, not once the page is priced (issue 35).
    if (i % 100 === 99) await new Promise((r) => setImmediate(r));
    priced.push(await priceOrder(tx, actor, input, inputs.length > 1 ? `orders.${i}.` : '', cache));
  }
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
      number: '', // numberOrders
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

import type { CreateOrderInput } from '@sp/contracts/api';
import type { Tx } from '../../kernel/db/client';
import { nextDocumentNumbers } from '../../kernel/sequences';
import { insertEvents, insertLines, insertOrders, type OrderInsert, type OrderRow } from './repository';
import { newPricingCache, priceOrder, productsFor, type OrderActor, type PricedOrder } from './pricing';

/** ATL-000123: the tenant's slug gives the prefix, one series per tenant, never reused. */
export const numberPrefix = (tenantSlug: string) => tenantSlug.replace(/[^a-z]/gi, '').slice(0, 3).toUpperCase() || 'ORD';

/**
 * Creates many orders in the caller's transaction (the order form sends one; the bulk
 * importer sends a file's worth): each priced and checked like the form's, numbered from
 * the tenant's sequence, with its lines and a "created" history entry. Any refusal
 * throws (field paths prefixed `orders.<i>.` when there are several) and the caller's
 * transaction writes nothing. Stock is untouched until the order ships.
 */
export async function createOrders(
  tx: Tx,
  actor: OrderActor & { tenantSlug: string },
  inputs: (CreateOrderInput & { orderedAt?: Date })[],
): Promise<OrderRow[]> {
  // A batch (an import) reads each store and product once and takes its numbers in one block.
  const cache = inputs.length > 1 ? newPricingCache() : undefined;
  if (cache) await productsFor(tx, actor.tenantId, inputs.flatMap((input) => input.lines.map((l) => l.productId)), cache);
  const priced: PricedOrder[] = [];
  for (const [i, input] of inputs.entries()) priced.push(await priceOrder(tx, actor, input, inputs.length > 1 ? `orders.${i}.` : '', cache));
  const numbers = await nextDocumentNumbers(tx, actor.tenantId, 'order', numberPrefix(actor.tenantSlug), inputs.length);
  const rows: OrderInsert[] = [];
  for (const [i, input] of inputs.entries()) {
    const p = priced[i]!;
    const t = p.totals;
    rows.push({
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
      itemsCount: t.itemsCount,
      services: p.services,
      agentId: input.agentId ?? null,
      trackingNumber: input.trackingNumber ?? '',
      externalRef: input.externalRef ?? '',
      note: input.note ?? '',
      orderedAt: input.orderedAt ?? new Date(),
      createdBy: actor.userId,
    });
  }
  const created = await insertOrders(tx, rows);
  await insertLines(
    tx,
    created.flatMap((o, i) => priced[i]!.lines.map((l) => ({ ...l, orderId: o.id, tenantId: actor.tenantId }))),
  );
  await insertEvents(
    tx,
    created.map((o) => ({ tenantId: actor.tenantId, orderId: o.id, kind: 'created' as const, toStatus: 'pending', userId: actor.userId })),
  );
  return created;
}

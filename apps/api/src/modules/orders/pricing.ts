import type { CreateOrderInput } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { AppError, invalidField } from '../../kernel/errors';
import { toMinor } from '../../kernel/money';
import { findProducts, listServices, type ProductRow } from '../catalogue';
import { activeAgent, storeOf, type LineInsert, type StoreRow } from './repository';
import { computeTotals, type OrderTotals } from './totals';
import { computeOrderTax, storeTaxOf, type OrderTax } from '../tax';

type Q = Db | Tx;
export type PricingInput = Pick<
  CreateOrderInput,
  'storeId' | 'lines' | 'shippingFee' | 'discount' | 'serviceIds' | 'paymentMethod' | 'agentId'
>;

export interface PricedOrder {
  store: StoreRow;
  totals: OrderTotals;
  lines: Omit<LineInsert, 'orderId' | 'tenantId'>[];
  services: { serviceId: string; name: string; amountMinor: number }[];
  /** Frozen on the order (issue 31.3): the total above already includes any tax added. */
  tax: OrderTax;
}

/** Who acts on orders: a signed-in user, or an importer working for one. */
export interface OrderActor {
  tenantId: string;
  userId: string | null;
  /** The stores the actor may use (admins: every store of the tenant). */
  storeIds: string[];
}

/** Lookups shared by the orders of one batch (an import): each store and product read once. */
export interface PricingCache {
  stores: Map<string, StoreRow | null>;
  products: Map<string, ProductRow>;
}

export const newPricingCache = (): PricingCache => ({ stores: new Map(), products: new Map() });

async function storeFor(db: Q, tenantId: string, storeId: string, cache?: PricingCache) {
  if (!cache) return storeOf(db, tenantId, storeId);
  if (!cache.stores.has(storeId)) cache.stores.set(storeId, await storeOf(db, tenantId, storeId));
  return cache.stores.get(storeId) ?? null;
}

/** Products by id; with a cache, only those not read yet are fetched. */
export async function productsFor(db: Q, tenantId: string, ids: string[], cache?: PricingCache) {
  if (!cache) return findProducts(db, tenantId, ids);
  const missing = [...new Set(ids)].filter((id) => !cache.products.has(id));
  if (missing.length)
    for (const p of await findProducts(db, tenantId, missing)) cache.products.set(p.id, p);
  return ids.flatMap((id) => cache.products.get(id) ?? []);
}

/**
 * Checks an order's references (store the actor may use, products, services, agent) and
 * prices it: lines default to the product's sale price, everything in the store's
 * currency, in minor units. `path` prefixes field paths (e.g. `orders.3.` for an import).
 */
export async function priceOrder(
  db: Q,
  actor: OrderActor,
  input: PricingInput,
  path = '',
  cache?: PricingCache,
): Promise<PricedOrder> {
  const store = await storeFor(db, actor.tenantId, input.storeId, cache);
  if (!store) throw invalidField(`${path}storeId`, 'No such store');
  if (!actor.storeIds.includes(store.id)) {
    throw new AppError(403, 'store_forbidden', `You may not work on orders of ${store.name}`, [
      { path: `${path}storeId`, message: 'Not one of your stores' },
    ]);
  }
  const found = await productsFor(
    db,
    actor.tenantId,
    input.lines.map((l) => l.productId),
    cache,
  );
  const byId = new Map<string, ProductRow>(found.map((p) => [p.id, p]));
  const lines = input.lines.map((l, i) => {
    const product = byId.get(l.productId);
    if (!product)
      throw new AppError(422, 'product_unknown', `Line ${i + 1}: no such product`, [
        { path: `${path}lines.${i}.productId`, message: 'No such product' },
      ]);
    if (l.unitPrice === undefined && product.currency !== store.currency) {
      const message = `${product.sku} is priced in ${product.currency}, ${store.name} sells in ${store.currency}: enter a price`;
      throw new AppError(422, 'currency_mismatch', message, [
        { path: `${path}lines.${i}.unitPrice`, message },
      ]);
    }
    const unitPriceMinor =
      l.unitPrice !== undefined ? toMinor(l.unitPrice) : product.salePriceMinor;
    return {
      product,
      quantity: l.quantity,
      unitPriceMinor,
      discountMinor: toMinor(l.discount ?? '0'),
    };
  });

  const wanted = [...new Set(input.serviceIds ?? [])];
  const available = wanted.length ? await listServices(db, actor.tenantId, store.id) : [];
  const services = wanted.map((id) => {
    const service = available.find((s) => s.id === id);
    if (!service || service.direction !== 'charge' || service.currency !== store.currency) {
      throw invalidField(
        `${path}serviceIds`,
        'Only active services billed to the buyer, in the store currency',
      );
    }
    return service;
  });
  if (input.agentId && !(await activeAgent(db, actor.tenantId, input.agentId))) {
    throw new AppError(422, 'agent_unknown', 'No such active fulfillment agent', [
      { path: `${path}agentId`, message: 'No such active agent' },
    ]);
  }

  const totals = computeTotals(lines, {
    discountMinor: toMinor(input.discount ?? '0'),
    shippingFeeMinor: toMinor(input.shippingFee ?? '0'),
    services,
    paymentMethod: input.paymentMethod,
    weightGrams: lines.reduce((a, l) => a + l.product.weightGrams * l.quantity, 0),
  });
  const tax = computeOrderTax(
    storeTaxOf(store),
    lines.map((l, i) => ({ amountMinor: totals.lineTotals[i]!, taxClass: l.product.taxClass })),
    totals,
  );
  totals.totalMinor += tax.addedMinor;
  if (input.paymentMethod === 'cod') totals.codMinor = totals.totalMinor;
  return {
    tax,
    store,
    totals,
    lines: lines.map((l, i) => ({
      productId: l.product.id,
      position: i,
      sku: l.product.sku,
      name: l.product.name,
      quantity: l.quantity,
      unitPriceMinor: l.unitPriceMinor,
      discountMinor: l.discountMinor,
      totalMinor: totals.lineTotals[i]!,
    })),
    services: services.map((s, i) => ({
      serviceId: s.id,
      name: s.name,
      amountMinor: totals.serviceAmounts[i]!,
    })),
  };
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { notFound } from '../../kernel/errors';
import { lockStockRows, type Pair } from './ledger-repository';
import { stockLevels, stockReservations } from './tables';

/**
 * Reservations: units a confirmed order holds in its store, so that two orders never count
 * on the same unit (as Medusa's reservation items and Odoo's reserved quantities do).
 * available = on hand - reserved. The per-order rows say what to release or consume; the
 * stock row's `reserved` is their running total, changed only under the row's lock.
 */

export interface Need {
  productId: string;
  quantity: number;
}

/** What does not fit: a product the store never held, or fewer available than needed. */
export interface Shortage {
  productId: string;
  sku: string;
  storeName: string;
  stocked: boolean;
  available: number;
  needed: number;
}

export const shortageText = (s: Shortage) =>
  s.stocked || s.available > 0
    ? `${s.sku} at ${s.storeName}: ${s.available} available, ${s.needed} needed`
    : `${s.sku} is not stocked in ${s.storeName}`;

const merged = (needs: Need[]) => {
  const m = new Map<string, number>();
  for (const n of needs) m.set(n.productId, (m.get(n.productId) ?? 0) + n.quantity);
  return m;
};

const heldBy = (db: Db | Tx, orderId: string) =>
  db
    .select()
    .from(stockReservations)
    .where(eq(stockReservations.orderId, orderId))
    .orderBy(asc(stockReservations.productId));

/** Locks every stock row this order holds or needs, in one (product, store) order: no deadlock between confirms. */
async function lockFor(
  tx: Tx,
  tenantId: string,
  storeId: string,
  held: { productId: string; storeId: string }[],
  needs: Map<string, number>,
) {
  const pairs = new Map<string, Pair>();
  for (const h of held) pairs.set(`${h.productId}|${h.storeId}`, h);
  for (const productId of needs.keys())
    pairs.set(`${productId}|${storeId}`, { productId, storeId });
  if (!pairs.size) return new Map<string, Awaited<ReturnType<typeof lockStockRows>>[number]>();
  const rows = await lockStockRows(tx, tenantId, [...pairs.values()]);
  if (rows.length !== pairs.size) throw notFound('Product or store');
  return new Map(rows.map((r) => [`${r.productId}|${r.storeId}`, r]));
}

async function addReserved(tx: Tx, productId: string, storeId: string, delta: number) {
  if (!delta) return;
  await tx
    .update(stockLevels)
    .set({ reserved: sql`${stockLevels.reserved} + ${delta}`, updatedAt: new Date() })
    .where(and(eq(stockLevels.productId, productId), eq(stockLevels.storeId, storeId)));
}

/**
 * Holds `needs` in `storeId` for the order, replacing what it held before (a confirm, or
 * an edit of a confirmed order's lines). When something does not fit, the shortages come
 * back and the order holds nothing: the caller refuses (and its transaction rolls back)
 * or keeps the order as a backorder.
 */
export async function reserveForOrder(
  tx: Tx,
  tenantId: string,
  orderId: string,
  storeId: string,
  needs: Need[],
): Promise<Shortage[]> {
  const want = merged(needs);
  const held = await heldBy(tx, orderId);
  const rows = await lockFor(tx, tenantId, storeId, held, want);
  for (const h of held) {
    await addReserved(tx, h.productId, h.storeId, -h.quantity);
    rows.get(`${h.productId}|${h.storeId}`)!.reserved -= h.quantity;
  }
  if (held.length) await tx.delete(stockReservations).where(eq(stockReservations.orderId, orderId));
  const shortages: Shortage[] = [];
  for (const [productId, needed] of want) {
    const row = rows.get(`${productId}|${storeId}`)!;
    const available = Math.max(0, row.onHand - row.reserved);
    if (available < needed)
      shortages.push({
        productId,
        sku: row.sku,
        storeName: row.storeName,
        stocked: row.stocked,
        available,
        needed,
      });
  }
  if (shortages.length) return shortages;
  for (const [productId, quantity] of want) await addReserved(tx, productId, storeId, quantity);
  if (want.size)
    await tx.insert(stockReservations).values(
      [...want].map(([productId, quantity]) => ({
        tenantId,
        orderId,
        productId,
        storeId,
        quantity,
      })),
    );
  return [];
}

/** Gives back everything the order holds (a cancel). */
export async function releaseForOrder(tx: Tx, tenantId: string, orderId: string) {
  await reserveForOrder(tx, tenantId, orderId, '', []);
}

/**
 * Before a shipment of `items`: takes them out of what the order holds; what it does not
 * hold must be available beyond other orders' reservations. Answers the shortages (nothing
 * changed when there are any); the caller then records the shipment movements.
 */
export async function takeForShipment(
  tx: Tx,
  tenantId: string,
  orderId: string,
  storeId: string,
  items: Need[],
): Promise<Shortage[]> {
  const want = merged(items);
  const held = await heldBy(tx, orderId);
  const rows = await lockFor(tx, tenantId, storeId, held, want);
  const own = new Map(
    held.filter((h) => h.storeId === storeId).map((h) => [h.productId, h.quantity]),
  );
  const shortages: Shortage[] = [];
  for (const [productId, needed] of want) {
    const row = rows.get(`${productId}|${storeId}`)!;
    const mine = own.get(productId) ?? 0;
    const available = Math.max(0, row.onHand - row.reserved) + Math.min(mine, row.onHand);
    if (available < needed)
      shortages.push({
        productId,
        sku: row.sku,
        storeName: row.storeName,
        stocked: row.stocked,
        available,
        needed,
      });
  }
  if (shortages.length) return shortages;
  for (const [productId, needed] of want) {
    const mine = own.get(productId) ?? 0;
    const used = Math.min(mine, needed);
    if (!used) continue;
    await addReserved(tx, productId, storeId, -used);
    if (used === mine)
      await tx
        .delete(stockReservations)
        .where(
          and(eq(stockReservations.orderId, orderId), eq(stockReservations.productId, productId)),
        );
    else
      await tx
        .update(stockReservations)
        .set({ quantity: mine - used })
        .where(
          and(eq(stockReservations.orderId, orderId), eq(stockReservations.productId, productId)),
        );
  }
  return [];
}

/** What an order holds, per product (the order page). */
export const reservationsOf = (db: Db | Tx, orderId: string) => heldBy(db, orderId);

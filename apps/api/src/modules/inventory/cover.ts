import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { findProductsByIds } from '../catalogue';
import { listTenantStores } from '../stores';
import { lowSql } from './stock-repository';
import { stockLevels, stockMovements } from './tables';

const PACE_DAYS = 30;

/**
 * Low stock with its days of cover, for the admin dashboard: each product of the given
 * stores at or under its level, the units a day it shipped over the last 30 days, and the
 * whole days its stock lasts at that pace (none when nothing shipped). Fewest days first.
 */
export async function lowStockWithCover(
  db: Db | Tx,
  tenantId: string,
  storeIds: string[],
  limit = 8,
) {
  if (storeIds.length === 0) return [];
  const since = new Date(Date.now() - PACE_DAYS * 86_400_000);
  const shipped = db
    .select({
      productId: stockMovements.productId,
      storeId: stockMovements.storeId,
      units: sql<number>`sum(abs(${stockMovements.quantity}))::int`.as('units'),
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.tenantId, tenantId),
        eq(stockMovements.kind, 'shipment'),
        gte(stockMovements.createdAt, since),
        inArray(stockMovements.storeId, storeIds),
      ),
    )
    .groupBy(stockMovements.productId, stockMovements.storeId)
    .as('shipped');
  // The low rows of the stores with their pace; the products' and stores' names and the
  // products' status come through their modules' doors (inventory reads no other table).
  const low = await db
    .select({
      productId: stockLevels.productId,
      storeId: stockLevels.storeId,
      onHand: stockLevels.onHand,
      lowStockLevel: stockLevels.lowStockLevel,
      units: sql<number>`coalesce(${shipped.units}, 0)::int`,
    })
    .from(stockLevels)
    .leftJoin(
      shipped,
      and(eq(shipped.productId, stockLevels.productId), eq(shipped.storeId, stockLevels.storeId)),
    )
    .where(and(eq(stockLevels.tenantId, tenantId), inArray(stockLevels.storeId, storeIds), lowSql));
  if (low.length === 0) return [];
  const [found, tenantStores] = await Promise.all([
    findProductsByIds(
      db,
      tenantId,
      low.map((r) => r.productId),
    ),
    listTenantStores(db, tenantId),
  ]);
  const productOf = new Map(found.map((p) => [p.id, p]));
  const storeName = new Map(tenantStores.map((s) => [s.id, s.name]));
  /** Days of cover; a product that did not ship lasts "for ever". */
  const cover = (r: { onHand: number; units: number }) =>
    Number(r.units) === 0 ? Infinity : (r.onHand * PACE_DAYS) / Number(r.units);
  const rows = low
    .filter((r) => productOf.get(r.productId)?.status === 'active' && storeName.has(r.storeId))
    .map((r) => {
      const product = productOf.get(r.productId)!;
      return { ...r, sku: product.sku, name: product.name, storeName: storeName.get(r.storeId)! };
    })
    // Fewest days of cover first, then by SKU.
    .sort((a, b) => cover(a) - cover(b) || (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0))
    .slice(0, limit);
  return rows.map((r) => {
    const units = Number(r.units);
    const perDay = Math.round((units / PACE_DAYS) * 10) / 10;
    return {
      productId: r.productId,
      sku: r.sku,
      name: r.name,
      storeId: r.storeId,
      storeName: r.storeName,
      onHand: r.onHand,
      lowStockLevel: r.lowStockLevel,
      units: undefined,
      perDay,
      daysOfCover: units ? Math.floor((r.onHand * PACE_DAYS) / units) : null,
    };
  });
}

/** Units free to ship (on hand less held) per product over the given stores. */
export async function availableOf(
  db: Db | Tx,
  tenantId: string,
  storeIds: string[],
  productIds: string[],
) {
  if (storeIds.length === 0 || productIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      productId: stockLevels.productId,
      available: sql<number>`sum(greatest(${stockLevels.onHand} - ${stockLevels.reserved}, 0))::int`,
    })
    .from(stockLevels)
    .where(
      and(
        eq(stockLevels.tenantId, tenantId),
        inArray(stockLevels.storeId, storeIds),
        inArray(stockLevels.productId, productIds),
      ),
    )
    .groupBy(stockLevels.productId);
  return new Map(rows.map((r) => [r.productId, Number(r.available)]));
}

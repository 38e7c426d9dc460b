import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { products } from '../catalogue';
import { stores } from '../stores';
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
  const rows = await db
    .select({
      productId: stockLevels.productId,
      sku: products.sku,
      name: products.name,
      storeId: stockLevels.storeId,
      storeName: stores.name,
      onHand: stockLevels.onHand,
      lowStockLevel: stockLevels.lowStockLevel,
      units: sql<number>`coalesce(${shipped.units}, 0)::int`,
    })
    .from(stockLevels)
    .innerJoin(products, eq(products.id, stockLevels.productId))
    .innerJoin(stores, eq(stores.id, stockLevels.storeId))
    .leftJoin(
      shipped,
      and(eq(shipped.productId, stockLevels.productId), eq(shipped.storeId, stockLevels.storeId)),
    )
    .where(
      and(
        eq(stockLevels.tenantId, tenantId),
        inArray(stockLevels.storeId, storeIds),
        eq(products.status, 'active'),
        lowSql,
      ),
    )
    // Days of cover, fewest first; a product that did not ship lasts "for ever": last.
    .orderBy(
      sql`case when coalesce(${shipped.units}, 0) = 0 then null else ${stockLevels.onHand}::float * ${PACE_DAYS} / ${shipped.units} end asc nulls last`,
      products.sku,
    )
    .limit(limit);
  return rows.map((r) => {
    const units = Number(r.units);
    const perDay = Math.round((units / PACE_DAYS) * 10) / 10;
    return {
      ...r,
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

import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { products } from '../catalogue';
import { stores } from '../stores';
import { stockLevels, stockMovements } from './tables';

type Q = Db | Tx;
export type MovementRow = typeof stockMovements.$inferSelect;
export type MovementInsert = typeof stockMovements.$inferInsert;

export interface Pair {
  productId: string;
  storeId: string;
}

/**
 * Creates the missing stock rows (the product's default level), then locks every row the
 * moves touch, in one order (product, store) so two callers never wait on each other in a
 * circle. Only the tenant's own products and stores come back.
 */
export async function lockStockRows(tx: Tx, tenantId: string, pairs: Pair[]) {
  const samePair = or(
    ...pairs.map((p) => and(eq(products.id, p.productId), eq(stores.id, p.storeId))),
  );
  await tx.execute(sql`
    insert into stock_levels (tenant_id, product_id, store_id, low_stock_level)
    select ${tenantId}, ${products.id}, ${stores.id}, ${products.lowStockLevel}
    from ${products} cross join ${stores}
    where ${products.tenantId} = ${tenantId} and ${stores.tenantId} = ${tenantId} and (${samePair})
    on conflict do nothing`);
  return tx
    .select({
      productId: stockLevels.productId,
      storeId: stockLevels.storeId,
      onHand: stockLevels.onHand,
      reserved: stockLevels.reserved,
      stocked: stockLevels.stocked,
      averageCostMinor: stockLevels.averageCostMinor,
      lowStockLevel: stockLevels.lowStockLevel,
      lowAlerted: stockLevels.lowAlerted,
      sku: products.sku,
      productName: products.name,
      costPriceMinor: products.costPriceMinor,
      storeName: stores.name,
    })
    .from(stockLevels)
    .innerJoin(products, eq(products.id, stockLevels.productId))
    .innerJoin(stores, eq(stores.id, stockLevels.storeId))
    .where(
      and(
        eq(stockLevels.tenantId, tenantId),
        or(
          ...pairs.map((p) =>
            and(eq(stockLevels.productId, p.productId), eq(stockLevels.storeId, p.storeId)),
          ),
        ),
      ),
    )
    .orderBy(asc(stockLevels.productId), asc(stockLevels.storeId))
    .for('update', { of: stockLevels });
}

export async function saveStockRow(
  tx: Tx,
  pair: Pair,
  values: { onHand: number; averageCostMinor: number; lowAlerted: boolean },
) {
  await tx
    .update(stockLevels)
    .set({ ...values, stocked: true, updatedAt: new Date() })
    .where(and(eq(stockLevels.productId, pair.productId), eq(stockLevels.storeId, pair.storeId)));
}

export async function insertMovements(tx: Tx, rows: MovementInsert[]) {
  if (rows.length === 0) return [];
  return tx.insert(stockMovements).values(rows).returning();
}

export async function stockRowOf(db: Q, tenantId: string, productId: string, storeId: string) {
  const [row] = await db
    .select({ onHand: stockLevels.onHand, averageCostMinor: stockLevels.averageCostMinor })
    .from(stockLevels)
    .where(
      and(
        eq(stockLevels.tenantId, tenantId),
        eq(stockLevels.productId, productId),
        eq(stockLevels.storeId, storeId),
      ),
    );
  return row ?? { onHand: 0, averageCostMinor: 0 };
}

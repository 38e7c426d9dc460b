import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { products } from '../catalogue';
import { lowSql } from './stock-repository';
import { stockLevels } from './tables';

/**
 * Active products of one store at or under their low-stock level (for "reorder low stock"
 * in purchasing): on hand, level and average cost in minor units. Added by the purchase
 * helper; kept tiny on purpose.
 */
export async function lowStockOf(db: Db | Tx, tenantId: string, storeId: string) {
  return db
    .select({
      productId: stockLevels.productId,
      onHand: stockLevels.onHand,
      lowStockLevel: stockLevels.lowStockLevel,
      averageCostMinor: stockLevels.averageCostMinor,
    })
    .from(stockLevels)
    .innerJoin(products, eq(products.id, stockLevels.productId))
    .where(
      and(
        eq(stockLevels.tenantId, tenantId),
        eq(stockLevels.storeId, storeId),
        eq(products.status, 'active'),
        lowSql,
      ),
    )
    .orderBy(asc(products.sku))
    .limit(500);
}

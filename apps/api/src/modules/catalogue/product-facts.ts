import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { products } from './tables';

// What other modules' reports show of a product, read here so they never name its table.

/** How a report names products: "SKU · name", by id (the tenant's only). */
export async function productLabels(db: Db | Tx, tenantId: string, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: products.id, label: sql<string>`${products.sku} || ' · ' || ${products.name}` })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.label]));
}

/**
 * The category of the product whose id is `productId` (an SQL expression of the caller's
 * query, e.g. a journal line's product_id), null for none: the P&L groups and filters by it
 * in its own query.
 */
export const productCategorySql = (productId: SQL): SQL<string | null> =>
  sql<string | null>`(select cp.category from products cp where cp.id = ${productId})`;

import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { orderOf, searchAny } from '../../kernel/list-query';
// Stock numbers of the list come from inventory's table (both folders are the catalogue team's).
import { stockLevels } from '../inventory';
import { products } from './tables';

type Filter = Omit<ProductListQuery, 'page' | 'pageSize'> & {
  tenantId: string;
  page: number;
  pageSize: number;
  /** The stores whose stock the figures add up (the caller's, or the one selected). */
  storeIds: string[];
};

const inScope = (storeIds: string[]) =>
  storeIds.length ? inArray(stockLevels.storeId, storeIds) : sql`false`;
const lowRow = sql`${stockLevels.lowStockLevel} > 0 and ${stockLevels.onHand} <= ${stockLevels.lowStockLevel}`;

// Written out whole: in this one-table query Drizzle leaves ${products.id} unqualified, and
// inside a subquery "id" would bind to the inner table's column if it ever had one (the
// users list's storeIds did exactly that).
const productId = sql`"products"."id"`;

/** Products with their stock in scope: one query for the page, one for the total. */
export async function listProducts(db: Db | Tx, f: Filter) {
  const onHand = sql<number>`coalesce((select sum(${stockLevels.onHand}) from ${stockLevels}
    where ${stockLevels.productId} = ${productId} and ${inScope(f.storeIds)}), 0)::int`;
  const reserved = sql<number>`coalesce((select sum(${stockLevels.reserved}) from ${stockLevels}
    where ${stockLevels.productId} = ${productId} and ${inScope(f.storeIds)}), 0)::int`;
  const stocked = sql<boolean>`exists (select 1 from ${stockLevels}
    where ${stockLevels.productId} = ${productId} and ${inScope(f.storeIds)} and ${stockLevels.stocked})`;
  const lowStores = sql<number>`(select count(*) from ${stockLevels}
    where ${stockLevels.productId} = ${productId} and ${inScope(f.storeIds)} and ${lowRow})::int`;
  const where: (SQL | undefined)[] = [
    eq(products.tenantId, f.tenantId),
    searchAny(f.search, [products.sku, products.name, products.barcode]),
    f.category ? eq(products.category, f.category) : undefined,
    f.status ? eq(products.status, f.status) : undefined,
  ];
  if (f.lowStock) {
    const exists = sql`exists (select 1 from ${stockLevels} where ${stockLevels.productId} = ${productId} and ${inScope(f.storeIds)} and ${lowRow})`;
    where.push(f.lowStock === 'true' ? exists : sql`not ${exists}`);
  }
  const cond = and(...where.filter(Boolean));
  const sortable = {
    sku: products.sku,
    name: products.name,
    category: products.category,
    salePrice: products.salePriceMinor,
    costPrice: products.costPriceMinor,
    onHand,
    createdAt: products.createdAt,
    updatedAt: products.updatedAt,
  };
  const order = orderOf(f.sort, sortable, 'name' as keyof typeof sortable);
  const [items, [total]] = await Promise.all([
    db
      .select({ product: products, onHand, reserved, stocked, lowStores })
      .from(products)
      .where(cond)
      .orderBy(order, asc(products.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(products).where(cond),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/** The figures of one product (the product page and the answers of writes). */
export async function productStock(db: Db | Tx, productId: string, storeIds: string[]) {
  const [row] = await db
    .select({
      onHand: sql<number>`coalesce(sum(${stockLevels.onHand}), 0)::int`,
      reserved: sql<number>`coalesce(sum(${stockLevels.reserved}), 0)::int`,
      stocked: sql<boolean>`coalesce(bool_or(${stockLevels.stocked}), false)`,
      lowStores: sql<number>`(count(*) filter (where ${lowRow}))::int`,
    })
    .from(stockLevels)
    .where(and(eq(stockLevels.productId, productId), inScope(storeIds)));
  return {
    onHand: Number(row?.onHand ?? 0),
    reserved: Number(row?.reserved ?? 0),
    stocked: Boolean(row?.stocked),
    lowStores: Number(row?.lowStores ?? 0),
  };
}

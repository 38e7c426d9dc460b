import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { orderOf, searchAny } from '../../kernel/list-query';
import { stock } from './stock-port';
import { products } from './tables';

type Filter = Omit<ProductListQuery, 'page' | 'pageSize'> & {
  tenantId: string;
  page: number;
  pageSize: number;
  /** The stores whose stock the figures add up (the caller's, or the one selected). */
  storeIds: string[];
};

// Written out whole: in this one-table query Drizzle leaves ${products.id} unqualified, and
// inside a subquery "id" would bind to the inner table's column if it ever had one (the
// users list's storeIds did exactly that).
const productId = sql`"products"."id"`;

/** Products with their stock in scope: one query for the page, one for the total. */
export async function listProducts(db: Db | Tx, f: Filter) {
  // The stock figures are inventory's SQL (catalogue/stock-port.ts), over this row's id.
  const { onHand, reserved, stocked, lowStores, low } = stock().listSql(productId, f.storeIds);
  const where: (SQL | undefined)[] = [
    eq(products.tenantId, f.tenantId),
    searchAny(f.search, [products.sku, products.name, products.barcode]),
    f.category ? eq(products.category, f.category) : undefined,
    f.status ? eq(products.status, f.status) : undefined,
  ];
  if (f.lowStock) {
    where.push(f.lowStock === 'true' ? low : sql`not ${low}`);
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

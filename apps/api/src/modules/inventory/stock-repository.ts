import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { MovementListQuery, StockListQuery } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { orderOf, searchAny } from '../../kernel/list-query';
import { products } from '../catalogue';
import { stores } from '../stores';
import { users } from '../users';
import { stockLevels, stockMovements } from './tables';

type Q = Db | Tx;
type Paged<T> = Omit<T, 'page' | 'pageSize'> & {
  tenantId: string;
  storeIds: string[];
  page: number;
  pageSize: number;
};

const storesIn = (
  column: typeof stockLevels.storeId | typeof stockMovements.storeId,
  ids: string[],
) => (ids.length ? inArray(column, ids) : sql`false`);
export const lowSql = sql<boolean>`(${stockLevels.lowStockLevel} > 0 and ${stockLevels.onHand} <= ${stockLevels.lowStockLevel})`;
const valueSql = sql<number>`(${stockLevels.onHand}::bigint * ${stockLevels.averageCostMinor})`;

export async function listStock(db: Q, f: Paged<StockListQuery>) {
  const where: (SQL | undefined)[] = [
    eq(stockLevels.tenantId, f.tenantId),
    storesIn(stockLevels.storeId, f.storeIds),
    f.productId ? eq(stockLevels.productId, f.productId) : undefined,
    f.category ? eq(products.category, f.category) : undefined,
    searchAny(f.search, [products.sku, products.name, products.barcode]),
  ];
  if (f.lowStock) where.push(f.lowStock === 'true' ? lowSql : sql`not ${lowSql}`);
  const cond = and(...where.filter(Boolean));
  const sortable = {
    sku: products.sku,
    name: products.name,
    onHand: stockLevels.onHand,
    value: valueSql,
    storeName: stores.name,
    updatedAt: stockLevels.updatedAt,
  };
  const order = orderOf(f.sort, sortable, 'sku' as keyof typeof sortable);
  const base = () =>
    db
      .select({
        stock: stockLevels,
        product: products,
        storeName: stores.name,
        currency: stores.currency,
        low: lowSql,
      })
      .from(stockLevels)
      .innerJoin(products, eq(products.id, stockLevels.productId))
      .innerJoin(stores, eq(stores.id, stockLevels.storeId));
  const [items, [total]] = await Promise.all([
    base()
      .where(cond)
      .orderBy(order, asc(stockLevels.productId), asc(stockLevels.storeId))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db
      .select({ n: count() })
      .from(stockLevels)
      .innerJoin(products, eq(products.id, stockLevels.productId))
      .where(cond),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

export async function listMovements(db: Q, f: Paged<MovementListQuery>) {
  const where: (SQL | undefined)[] = [
    eq(stockMovements.tenantId, f.tenantId),
    storesIn(stockMovements.storeId, f.storeIds),
    f.productId ? eq(stockMovements.productId, f.productId) : undefined,
    f.kind ? eq(stockMovements.kind, f.kind) : undefined,
    f.from ? gte(stockMovements.createdAt, new Date(`${f.from}T00:00:00Z`)) : undefined,
    // `to` is a whole day: everything before the next midnight.
    f.to
      ? lt(stockMovements.createdAt, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000))
      : undefined,
    searchAny(f.search, [products.sku, products.name, stockMovements.referenceLabel]),
  ];
  const cond = and(...where.filter(Boolean));
  const order =
    f.sort === 'quantity'
      ? asc(stockMovements.quantity)
      : f.sort === '-quantity'
        ? desc(stockMovements.quantity)
        : f.sort === 'createdAt'
          ? asc(stockMovements.createdAt)
          : desc(stockMovements.createdAt);
  const [items, [total]] = await Promise.all([
    db
      .select({
        movement: stockMovements,
        sku: products.sku,
        productName: products.name,
        storeName: stores.name,
        currency: stores.currency,
        userName: users.fullName,
      })
      .from(stockMovements)
      .innerJoin(products, eq(products.id, stockMovements.productId))
      .innerJoin(stores, eq(stores.id, stockMovements.storeId))
      .leftJoin(users, eq(users.id, stockMovements.userId))
      .where(cond)
      .orderBy(order, desc(stockMovements.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db
      .select({ n: count() })
      .from(stockMovements)
      .innerJoin(products, eq(products.id, stockMovements.productId))
      .where(cond),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/** Units, value (minor units) and low / out counts per store, for the dashboard. */
export async function stockSummary(db: Q, tenantId: string, storeIds: string[]) {
  return db
    .select({
      storeId: stores.id,
      storeName: stores.name,
      currency: stores.currency,
      units: sql<number>`coalesce(sum(${stockLevels.onHand}), 0)::int`,
      valueMinor: sql<number>`coalesce(sum(${valueSql}), 0)::bigint`,
      lowCount: sql<number>`(count(*) filter (where ${lowSql}))::int`,
      outCount: sql<number>`(count(*) filter (where ${stockLevels.onHand} = 0 and ${products.status} = 'active'))::int`,
    })
    .from(stores)
    .leftJoin(stockLevels, eq(stockLevels.storeId, stores.id))
    .leftJoin(products, eq(products.id, stockLevels.productId))
    .where(and(eq(stores.tenantId, tenantId), storesIn(stores.id as never, storeIds)))
    .groupBy(stores.id, stores.name, stores.currency, stores.createdAt)
    .orderBy(asc(stores.createdAt));
}

export async function storeHoldsStock(db: Q, storeId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(stockMovements)
    .where(eq(stockMovements.storeId, storeId));
  return Number(row?.n ?? 0) > 0;
}

/**
 * A product's low-stock levels: every store of the tenant (`storeId` null) or one. The
 * "already alerted" flag follows the new level without notifying: a level is a setting,
 * not a sale, and the next crossing after it alerts as usual.
 */
export async function setLowStockLevel(
  db: Q,
  tenantId: string,
  productId: string,
  level: number,
  storeId: string | null,
) {
  await db.execute(sql`
    insert into stock_levels (tenant_id, product_id, store_id, low_stock_level)
    select ${tenantId}, ${productId}, ${stores.id}, ${level} from ${stores}
    where ${stores.tenantId} = ${tenantId} ${storeId ? sql`and ${stores.id} = ${storeId}` : sql``}
    on conflict (product_id, store_id) do update set low_stock_level = excluded.low_stock_level,
      low_alerted = (stock_levels.on_hand <= excluded.low_stock_level and excluded.low_stock_level > 0),
      updated_at = now()`);
}

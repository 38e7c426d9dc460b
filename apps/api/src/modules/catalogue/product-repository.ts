import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { listPage, orderOf, searchAny } from '../../kernel/list-query';
import { products } from './tables';

type Q = Db | Tx;
export type ProductRow = typeof products.$inferSelect;
export type ProductInsert = typeof products.$inferInsert;

/** Scoped by tenant: another tenant's product is not found. */
export async function findProductInTenant(db: Q, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)));
  return row ?? null;
}

export async function findProductsByIds(db: Q, tenantId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, [...new Set(ids)])));
}

/** SKU (any case) or barcode, exact: what a scanner or a typed code gives. */
export async function findProductByCodeInTenant(db: Q, tenantId: string, code: string) {
  const text = code.trim();
  if (!text) return null;
  const [row] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        or(sql`lower(${products.sku}) = lower(${text})`, eq(products.barcode, text)),
      ),
    )
    .orderBy(sql`case when lower(${products.sku}) = lower(${text}) then 0 else 1 end`)
    .limit(1);
  return row ?? null;
}

export async function skuTaken(db: Q, tenantId: string, sku: string, exceptId?: string) {
  const where: SQL[] = [
    eq(products.tenantId, tenantId),
    sql`lower(${products.sku}) = lower(${sku})`,
  ];
  if (exceptId) where.push(sql`${products.id} <> ${exceptId}`);
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(...where))
    .limit(1);
  return Boolean(row);
}

export async function insertProduct(db: Q, values: ProductInsert) {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

export async function updateProduct(
  db: Q,
  tenantId: string,
  id: string,
  values: Partial<ProductInsert>,
) {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .returning();
  return row!;
}

export async function updateProducts(
  db: Q,
  tenantId: string,
  ids: string[],
  values: Partial<ProductInsert>,
) {
  return db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, ids)))
    .returning();
}

export async function listCategories(db: Q, tenantId: string) {
  return db
    .select({ category: products.category, count: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.tenantId, tenantId))
    .groupBy(products.category)
    .orderBy(products.category);
}

export { listPage, orderOf, searchAny };

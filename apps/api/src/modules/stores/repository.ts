import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { stores } from './tables';

type Q = Db | Tx;
export type StoreInsert = typeof stores.$inferInsert;

export const listTenantStores = (db: Q, tenantId: string) =>
  db
    .select()
    .from(stores)
    .where(eq(stores.tenantId, tenantId))
    .orderBy(asc(stores.createdAt), asc(stores.name));

/** Scoped by tenant: another tenant's store is not found. */
export async function findStoreInTenant(db: Q, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), eq(stores.id, id)));
  return row ?? null;
}

export async function insertStore(db: Q, values: StoreInsert) {
  const [row] = await db.insert(stores).values(values).returning();
  return row!;
}

export async function updateStore(
  db: Q,
  tenantId: string,
  id: string,
  values: Partial<StoreInsert>,
) {
  const [row] = await db
    .update(stores)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(stores.tenantId, tenantId), eq(stores.id, id)))
    .returning();
  return row!;
}

/** A store's IANA zone (UTC when it is not the tenant's): what its local days are counted in. */
export async function storeTimeZone(db: Q, tenantId: string, id: string) {
  const [row] = await db
    .select({ timeZone: stores.timeZone })
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), eq(stores.id, id)));
  return row?.timeZone ?? 'UTC';
}

/** Store names by id (the tenant's only): how other modules' reports label a store. */
export async function storeNames(db: Q, tenantId: string, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), inArray(stores.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

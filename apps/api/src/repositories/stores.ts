import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { stores } from '../db/schema';

type Q = Db | Tx;

export const listTenantStores = (db: Q, tenantId: string) =>
  db.select().from(stores).where(eq(stores.tenantId, tenantId)).orderBy(asc(stores.createdAt), asc(stores.name));

/** Scoped by tenant: another tenant's store is not found. */
export async function findStoreInTenant(db: Q, tenantId: string, id: string) {
  const [row] = await db.select().from(stores).where(and(eq(stores.tenantId, tenantId), eq(stores.id, id)));
  return row ?? null;
}

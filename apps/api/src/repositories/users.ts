import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { stores, userStores, users } from '../db/schema';
import type { UserRow } from '../types';

type Q = Db | Tx;

export async function findUserByEmail(db: Q, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row ?? null;
}

export async function findUserById(db: Q, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Scoped by tenant: another tenant's user is simply not found. */
export async function findUserInTenant(db: Q, tenantId: string, id: string) {
  const [row] = await db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  return row ?? null;
}

/** Admins may use every store of their tenant; agents the stores assigned to them. */
export async function storeIdsFor(db: Q, user: Pick<UserRow, 'id' | 'tenantId' | 'role'>): Promise<string[]> {
  if (user.role !== 'agent') {
    const rows = await db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.tenantId, user.tenantId))
      .orderBy(asc(stores.createdAt), asc(stores.name));
    return rows.map((r) => r.id);
  }
  const rows = await db
    .select({ id: userStores.storeId })
    .from(userStores)
    .where(eq(userStores.userId, user.id));
  return rows.map((r) => r.id);
}

export async function assignedStoreIds(db: Q, userIds: string[]) {
  if (!userIds.length) return new Map<string, string[]>();
  const rows = await db.select().from(userStores).where(inArray(userStores.userId, userIds));
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), r.storeId]);
  return map;
}

export async function replaceUserStores(tx: Q, user: UserRow, storeIds: string[]) {
  await tx.delete(userStores).where(eq(userStores.userId, user.id));
  if (storeIds.length) {
    await tx
      .insert(userStores)
      .values(storeIds.map((storeId) => ({ tenantId: user.tenantId, userId: user.id, storeId })));
  }
}

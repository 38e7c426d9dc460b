import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { stores } from '../stores';
import { userStores, users } from './tables';
import type { UserRow } from './tables';

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
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  return row ?? null;
}

/**
 * THE rule, written once: admins (and the super admin) may use every store of their tenant;
 * agents the stores assigned to them. An SQL expression over a user row's columns, so the
 * caller's rights (kernel/http/caller.ts) and a page of users resolve it inside their own query.
 */
export const storeIdsSql = (user: { id: SQL; tenantId: SQL; role: SQL }) =>
  sql<string[]>`case when ${user.role} = 'agent'
    then coalesce((select array_agg(us.store_id::text order by s.created_at, s.name) from ${userStores} us
      join ${stores} s on s.id = us.store_id where us.user_id = ${user.id}), '{}')
    else coalesce((select array_agg(s.id::text order by s.created_at, s.name) from ${stores} s
      where s.tenant_id = ${user.tenantId}), '{}') end`;

/**
 * A row of `users` for storeIdsSql, its columns written out whole: inside a one-table
 * query Drizzle leaves them unqualified, and within the subqueries "id" and "tenant_id"
 * then named the store's own columns (the users list showed agents no store, and admins
 * every store of every tenant).
 */
export const usersRow = {
  id: sql`"users"."id"`,
  tenantId: sql`"users"."tenant_id"`,
  role: sql`"users"."role"`,
};

/** The stores a user may use (see storeIdsSql). */
export async function storeIdsFor(
  db: Q,
  user: Pick<UserRow, 'id' | 'tenantId' | 'role'>,
): Promise<string[]> {
  const [row] = await db
    .execute<{ ids: string[] }>(
      sql`select ${storeIdsSql({ id: sql`${user.id}::uuid`, tenantId: sql`${user.tenantId}::uuid`, role: sql`${user.role}` })} as ids`,
    )
    .then((r) => r.rows);
  return row?.ids ?? [];
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

/** Users' names by id (the email when a user has no name), as payments and records show who did it. */
export async function userNames(db: Q, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(${users.fullName}, ''), ${users.email})`,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserListQuery } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { likePattern } from '../../kernel/list-query';
import { sessions } from '../identity/tables';
import { userStores, users } from './tables';
import { storeIdsSql } from './repository';

type Q = Db | Tx;

/** `%` and `_` typed by the user are literal characters, not wildcards. */

// Written out: inside a one-table query Drizzle leaves columns unqualified, and the
// subquery's own "id" would shadow the user's.
const lastSignIn = sql<Date | string | null>`(select max(s.created_at) from sessions s where s.user_id = "users"."id")`;

const SORT_COLUMNS = {
  fullName: users.fullName,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
} as const;

export type UserListFilter = Omit<AdminUserListQuery, 'page' | 'pageSize'> & { tenantId: string; page: number; pageSize: number };

/**
 * One page of the tenant's users, searched, filtered and sorted, with their last sign-in,
 * their stores and the total: one query (the total rides along as a window count).
 */
export async function listAdminUsers(db: Q, f: UserListFilter) {
  const where: SQL[] = [eq(users.tenantId, f.tenantId)];
  if (f.role) where.push(eq(users.role, f.role));
  if (f.status) where.push(eq(users.status, f.status));
  if (f.search) where.push(or(ilike(users.fullName, likePattern(f.search)), ilike(users.email, likePattern(f.search)))!);
  if (f.storeId) {
    // Admins may use every store of their tenant, so they belong to each store's staff.
    const inStore = db.select({ id: userStores.userId }).from(userStores).where(eq(userStores.storeId, f.storeId));
    where.push(or(inArray(users.id, inStore), inArray(users.role, ['admin', 'super_admin']))!);
  }
  const cond = and(...where);
  const desc_ = f.sort?.startsWith('-') ?? false;
  const column = SORT_COLUMNS[(f.sort?.replace(/^-/, '') ?? 'fullName') as keyof typeof SORT_COLUMNS] ?? users.fullName;
  const items = await db
    .select({ user: users, lastSignInAt: lastSignIn, storeIds: storeIdsSql(users), total: sql<number>`count(*) over ()` })
    .from(users)
    .where(cond)
    .orderBy(desc_ ? desc(column) : asc(column), asc(users.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  // A page past the end has no row to carry the total: count separately (rare).
  const total = items.length ? Number(items[0]!.total) : f.page > 1 ? Number((await db.select({ n: count() }).from(users).where(cond))[0]?.n ?? 0) : 0;
  return { items, total };
}

export async function lastSignInOf(db: Q, userId: string) {
  const [row] = await db.select({ at: sql<Date | string | null>`max(${sessions.createdAt})` }).from(sessions).where(eq(sessions.userId, userId));
  return row?.at ?? null;
}

export const staffByRole = (db: Q, tenantId: string) =>
  db
    .select({ role: users.role, status: users.status, count: count() })
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .groupBy(users.role, users.status)
    .orderBy(users.role, users.status);

export const recentSignIns = (db: Q, tenantId: string, limit = 8) =>
  db
    .select({ userId: users.id, fullName: users.fullName, email: users.email, at: sessions.createdAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tenantId, tenantId))
    .orderBy(desc(sessions.createdAt))
    .limit(limit);

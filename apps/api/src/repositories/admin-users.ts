import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserListQuery } from '@sp/contracts/api';
import type { Db, Tx } from '../db/client';
import { sessions, userStores, users } from '../db/schema';

type Q = Db | Tx;

/** `%` and `_` typed by the user are literal characters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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

/** One page of the tenant's users, searched, filtered and sorted, with their last sign-in. */
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
  const [items, [total]] = await Promise.all([
    db
      .select({ user: users, lastSignInAt: lastSignIn })
      .from(users)
      .where(cond)
      .orderBy(desc_ ? desc(column) : asc(column), asc(users.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(users).where(cond),
  ]);
  return { items, total: Number(total?.n ?? 0) };
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

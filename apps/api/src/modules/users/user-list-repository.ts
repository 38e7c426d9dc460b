import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserListQuery } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { prepared } from '../../kernel/db/prepared';
import { likePattern } from '../../kernel/list-query';
import { sessions } from '../identity/tables';
import { userStores, users } from './tables';
import { storeIdsSql, usersRow } from './repository';

type Q = Db | Tx;

/** `%` and `_` typed by the user are literal characters, not wildcards. */

// Written out: inside a one-table query Drizzle leaves columns unqualified, and the
// subquery's own "id" would shadow the user's.
const lastSignIn = sql<Date | string | null>`(select max(s.created_at) from sessions s where s.user_id = "users"."id")`;

// What a list row shows (toAdminUser): never the password hash or the sign-in counters.
const listColumns = {
  id: users.id,
  tenantId: users.tenantId,
  fullName: users.fullName,
  email: users.email,
  role: users.role,
  status: users.status,
  language: users.language,
  totpSecret: users.totpSecret,
  createdAt: users.createdAt,
};

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
 * their stores and the total: one query (the total rides along as a window count),
 * prepared once per shape (which filters are set, which sort): the admin's busiest read.
 */
export async function listAdminUsers(db: Db, f: UserListFilter) {
  const sort = f.sort && f.sort.replace(/^-/, '') in SORT_COLUMNS ? f.sort : 'fullName';
  const shape = [f.role ? 'r' : '', f.status ? 's' : '', f.search ? 'q' : '', f.storeId ? 'st' : '', sort].join('_');
  const values = { tenantId: f.tenantId, role: f.role, status: f.status, pattern: f.search ? likePattern(f.search) : undefined, storeId: f.storeId };
  const page = prepared(db, `users_page_${shape}`, (hot, name) => pageQuery(hot, f, sort).prepare(name), { genericPlan: true });
  const items = await page.execute({ ...values, limit: f.pageSize, offset: (f.page - 1) * f.pageSize });
  if (items.length || f.page === 1) return { items, total: items.length ? Number(items[0]!.total) : 0 };
  // A page past the end has no row to carry the total: count separately (rare).
  const counter = prepared(db, `users_count_${shape}`, (hot, name) => hot.select({ n: count() }).from(users).where(conditionsOf(hot, f)).prepare(name), {
    genericPlan: true,
  });
  const [row] = await counter.execute(values);
  return { items, total: Number(row?.n ?? 0) };
}

/** The conditions a filter sets, each value a placeholder (filled at execute). */
function conditionsOf(db: Db, f: UserListFilter) {
  const where: SQL[] = [eq(users.tenantId, sql.placeholder('tenantId'))];
  if (f.role) where.push(eq(users.role, sql.placeholder('role')));
  if (f.status) where.push(eq(users.status, sql.placeholder('status')));
  if (f.search) where.push(or(ilike(users.fullName, sql.placeholder('pattern')), ilike(users.email, sql.placeholder('pattern')))!);
  if (f.storeId) {
    // Admins may use every store of their tenant, so they belong to each store's staff.
    const inStore = db.select({ id: userStores.userId }).from(userStores).where(eq(userStores.storeId, sql.placeholder('storeId')));
    where.push(or(inArray(users.id, inStore), inArray(users.role, ['admin', 'super_admin']))!);
  }
  return and(...where);
}

function pageQuery(db: Db, f: UserListFilter, sort: string) {
  const column = SORT_COLUMNS[sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  return db
    .select({ user: listColumns, lastSignInAt: lastSignIn, storeIds: storeIdsSql(usersRow), total: sql<number>`count(*) over ()` })
    .from(users)
    .where(conditionsOf(db, f))
    .orderBy(sort.startsWith('-') ? desc(column) : asc(column), asc(users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
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

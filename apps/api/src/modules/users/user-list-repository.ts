import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { AdminUserListQuery } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { prepared } from '../../kernel/db/prepared';
import { likePattern } from '../../kernel/list-query';
import { userCounts, userStores, users } from './tables';
import { storeIdsSql, usersRow } from './repository';

type Q = Db | Tx;

// What a list row shows (toAdminUser): never the password hash, the sign-in counters or
// the TOTP secret (whether there is one is all the list says).
const listColumns = {
  id: users.id,
  tenantId: users.tenantId,
  fullName: users.fullName,
  email: users.email,
  role: users.role,
  status: users.status,
  language: users.language,
  twoFactorEnabled: sql<boolean>`coalesce(${users.totpSecret}, '') <> ''`.as('two_factor_enabled'),
  createdAt: users.createdAt,
  // Kept by a trigger on sessions (migration 0070): no lookup per row.
  lastSignInAt: users.lastSignInAt,
};

const SORT_COLUMNS = {
  fullName: users.fullName,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
} as const;

export type UserListFilter = Omit<AdminUserListQuery, 'page' | 'pageSize'> & {
  tenantId: string;
  page: number;
  pageSize: number;
};

/**
 * One page of the tenant's users, searched, filtered and sorted, with their last sign-in,
 * their stores and the total: one query (see pageQuery), prepared once per shape (which filters are set, which sort): the admin's busiest read.
 */
export async function listAdminUsers(db: Db, f: UserListFilter) {
  const sort = f.sort && f.sort.replace(/^-/, '') in SORT_COLUMNS ? f.sort : 'fullName';
  const shape = [
    f.role ? 'r' : '',
    f.status ? 's' : '',
    f.search ? 'q' : '',
    f.storeId ? 'st' : '',
    sort,
  ].join('_');
  const values = {
    tenantId: f.tenantId,
    role: f.role,
    status: f.status,
    pattern: f.search ? likePattern(f.search) : undefined,
    storeId: f.storeId,
  };
  const page = prepared(
    db,
    `users_page_${shape}`,
    (hot, name) => pageQuery(hot, f, sort).prepare(name),
    { genericPlan: true },
  );
  const items = await page.execute({
    ...values,
    limit: f.pageSize,
    offset: (f.page - 1) * f.pageSize,
  });
  if (items.length || f.page === 1)
    return { items, total: items.length ? Number(items[0]!.total) : 0 };
  // A page past the end has no row to carry the total: count separately (rare).
  const counter = prepared(
    db,
    `users_count_${shape}`,
    (hot, name) => hot.select({ n: count() }).from(users).where(conditionsOf(hot, f)).prepare(name),
    {
      genericPlan: true,
    },
  );
  const [row] = await counter.execute(values);
  return { items, total: Number(row?.n ?? 0) };
}

/** The conditions a filter sets, each value a placeholder (filled at execute). */
function conditionsOf(db: Db, f: UserListFilter) {
  const where: SQL[] = [eq(users.tenantId, sql.placeholder('tenantId'))];
  if (f.role) where.push(eq(users.role, sql.placeholder('role')));
  if (f.status) where.push(eq(users.status, sql.placeholder('status')));
  if (f.search)
    where.push(
      or(
        ilike(users.fullName, sql.placeholder('pattern')),
        ilike(users.email, sql.placeholder('pattern')),
      )!,
    );
  if (f.storeId) {
    // Admins may use every store of their tenant, so they belong to each store's staff.
    const inStore = db
      .select({ id: userStores.userId })
      .from(userStores)
      .where(eq(userStores.storeId, sql.placeholder('storeId')));
    where.push(or(inArray(users.id, inStore), inArray(users.role, ['admin', 'super_admin']))!);
  }
  return and(...where);
}

/** Role and status alone: the kept counts (migration 0205) answer the total. */
const keptTotalAnswers = (f: UserListFilter) => !f.search && !f.storeId;

function keptTotalConditions(f: UserListFilter) {
  const where: SQL[] = [eq(userCounts.tenantId, sql.placeholder('tenantId'))];
  if (f.role) where.push(eq(userCounts.role, sql.placeholder('role')));
  if (f.status) where.push(eq(userCounts.status, sql.placeholder('status')));
  return and(...where);
}

/**
 * The page first, then what it shows: the sort, limit and offset run on the users alone
 * (in index order for the default sort, users_tenant_name_idx), and only the page's rows
 * get their stores. The total is in the same statement (one snapshot), from the kept counts when
 * no search or store narrows it, else a count of its own:
 * a window count made PostgreSQL read and sort every user of the tenant for each page.
 * The page is aliased "users" so that storeIdsSql(usersRow) reads its rows.
 */
/**
 * A page row for storeIdsSql: every row is of the asked tenant, so the admins' stores (every
 * store of the tenant) read as one InitPlan per page instead of one subquery per row.
 */
const pageRow = { ...usersRow, tenantId: sql`${sql.placeholder('tenantId')}::uuid` };

function pageQuery(db: Db, f: UserListFilter, sort: string) {
  const key = sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS;
  const order = (c: AnyColumn | SQL.Aliased) => (sort.startsWith('-') ? desc(c) : asc(c));
  const page = db
    .select(listColumns)
    .from(users)
    .where(conditionsOf(db, f))
    .orderBy(order(SORT_COLUMNS[key]), asc(users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('users');
  const user = {
    id: page.id,
    tenantId: page.tenantId,
    fullName: page.fullName,
    email: page.email,
    role: page.role,
    status: page.status,
    language: page.language,
    twoFactorEnabled: page.twoFactorEnabled,
    createdAt: page.createdAt,
  };
  const total = keptTotalAnswers(f)
    ? sql<number>`(select coalesce(sum(${userCounts.n}), 0) from ${userCounts} where ${keptTotalConditions(f)})`
    : sql<number>`(select count(*) from ${users} where ${conditionsOf(db, f)})`;
  return db
    .select({ user, lastSignInAt: page.lastSignInAt, storeIds: storeIdsSql(pageRow), total })
    .from(page)
    .orderBy(order(page[key]), asc(page.id));
}

/** A user's last sign-in as stored now (the row a caller holds may predate it). */
export async function lastSignInOf(db: Q, userId: string) {
  const [row] = await db.select({ at: users.lastSignInAt }).from(users).where(eq(users.id, userId));
  return row?.at ?? null;
}

export const staffByRole = (db: Q, tenantId: string) =>
  db
    .select({ role: users.role, status: users.status, count: count() })
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .groupBy(users.role, users.status)
    .orderBy(users.role, users.status);

import type { AdminUserListQuery } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { notFound } from '../../kernel/errors';
import type { AuthContext } from '../../kernel/types';
import { findStoreInTenant } from '../stores';
import { findUserInTenant } from './repository';
import { identity } from './identity-port';
import { listAdminUsers, staffByRole } from './user-list-repository';
import { adminUserView, toAdminUser } from './user-service';
import { iso } from './views';

/** One page of the caller's tenant's staff (one query once the caller is known). */
export async function listUsers(
  db: Db,
  caller: AuthContext,
  q: AdminUserListQuery & { page: number; pageSize: number },
) {
  // A filter naming another tenant's store is a 404, like asking for it by id.
  if (
    q.storeId &&
    !caller.storeIds.includes(q.storeId) &&
    !(await findStoreInTenant(db, caller.tenant.id, q.storeId))
  ) {
    throw notFound('Store');
  }
  const { items, total } = await listAdminUsers(db, { ...q, tenantId: caller.tenant.id });
  return { items: items.map((r) => toAdminUser(r.user, r.storeIds, r.lastSignInAt)), total };
}

export async function getUser(db: Db, caller: AuthContext, id: string) {
  const user = await findUserInTenant(db, caller.tenant.id, id);
  if (!user) throw notFound('User');
  return adminUserView(db, user);
}

export const usersByRole = async (db: Db, caller: AuthContext) => ({
  items: await staffByRole(db, caller.tenant.id),
});

export async function latestSignIns(db: Db, caller: AuthContext) {
  const rows = await identity().recentSignIns(db, caller.tenant.id, 8);
  return { items: rows.map((r) => ({ ...r, at: iso(r.at) })) };
}

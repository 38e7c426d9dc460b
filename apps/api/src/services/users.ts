import { and, eq, inArray } from 'drizzle-orm';
import type { UpdateUserBody } from '@sp/contracts/api';
import { stores, users } from '../db/schema';
import { AppError, forbidden, notFound } from '../errors';
import { assignedStoreIds, findUserInTenant, replaceUserStores, storeIdsFor } from '../repositories/users';
import type { AuthContext, Deps } from '../types';
import { recordAudit } from './audit';
import { revokeUserSessions } from './sessions';
import { toUser } from './views';

/** Admins manage their tenant's users; only a super admin grants or touches super_admin. */
export async function updateUser(deps: Deps, auth: AuthContext, id: string, body: UpdateUserBody) {
  const target = await findUserInTenant(deps.db, auth.tenant.id, id);
  if (!target) throw notFound('User');
  const touchesSuper = target.role === 'super_admin' || body.role === 'super_admin';
  if (touchesSuper && auth.user.role !== 'super_admin') throw forbidden();
  if (target.id === auth.user.id && (body.status === 'deactivated' || body.role)) {
    throw new AppError(409, 'conflict', 'You cannot deactivate yourself or change your own role');
  }
  return deps.db.transaction(async (tx) => {
    if (body.storeIds?.length) {
      const own = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.tenantId, auth.tenant.id), inArray(stores.id, body.storeIds)));
      if (own.length !== new Set(body.storeIds).size) throw notFound('Store');
    }
    const beforeStores = (await assignedStoreIds(tx, [target.id])).get(target.id) ?? [];
    const { storeIds, ...fields } = body;
    const [after] = await tx
      .update(users)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .returning();
    if (storeIds) await replaceUserStores(tx, target, [...new Set(storeIds)]);
    const afterStores = storeIds ? [...new Set(storeIds)] : beforeStores;
    await recordAudit(tx, { tenantId: auth.tenant.id, userId: auth.user.id }, {
      action: 'update',
      recordType: 'User',
      recordId: target.id,
      before: { ...toUser(target, beforeStores), storeIds: beforeStores },
      after: { ...toUser(after!, afterStores), storeIds: afterStores },
    });
    return toUser(after!, after!.role === 'agent' ? afterStores : await storeIdsFor(tx, after!));
  }).then(async (user) => {
    // Sessions of a deactivated user die now (auth also refuses non-active users).
    if (body.status === 'deactivated') await revokeUserSessions(deps.db, id);
    return user;
  });
}

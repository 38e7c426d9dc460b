import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { AdminUser, EditUserBody, InviteUserBody } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { stores } from '../stores';
import { users } from './tables';
import { AppError, notFound } from '../../kernel/errors';
import { lastSignInOf } from './user-list-repository';
import {
  assignedStoreIds,
  findUserByEmail,
  findUserInTenant,
  replaceUserStores,
  storeIdsFor,
} from './repository';
import { actorOf, type AuthContext, type Deps } from '../../kernel/types';
import type { UserRow } from './tables';
import { adminError, assertWithinOwnRole } from './admin-errors';
import { recordAudit } from '../audit';
import { identity } from './identity-port';
import { iso } from './views';

/** An invitation link stays valid a week (a reset-password-style single-use token). */
export const INVITE_TTL_MINUTES = 7 * 24 * 60;

/** The columns an admin's view of a user reads (the list selects only these). */
export type AdminUserColumns = Pick<
  UserRow,
  'id' | 'tenantId' | 'fullName' | 'email' | 'role' | 'status' | 'language' | 'createdAt'
> & { twoFactorEnabled: boolean };

export const toAdminUser = (
  u: AdminUserColumns,
  storeIds: string[],
  lastSignInAt: Date | string | null,
): AdminUser => ({
  id: u.id,
  tenantId: u.tenantId,
  fullName: u.fullName,
  email: u.email,
  role: u.role,
  status: u.status,
  language: u.language,
  storeIds,
  twoFactorEnabled: u.twoFactorEnabled,
  lastSignInAt: lastSignInAt ? iso(lastSignInAt) : null,
  createdAt: iso(u.createdAt),
});

export async function adminUserView(db: Db | Tx, u: UserRow) {
  const columns = { ...u, twoFactorEnabled: Boolean(u.totpSecret) };
  return toAdminUser(columns, await storeIdsFor(db, u), await lastSignInOf(db, u.id));
}

/** A user of the caller's tenant whom the caller may manage (404 across tenants). */
async function manageable(db: Db | Tx, auth: AuthContext, id: string) {
  const target = await findUserInTenant(db, auth.tenant.id, id);
  if (!target) throw notFound('User');
  assertWithinOwnRole(auth.user.role, target.role);
  return target;
}

async function assertOwnStores(db: Db | Tx, tenantId: string, ids: string[]) {
  if (!ids.length) return;
  const own = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), inArray(stores.id, ids)));
  if (own.length !== new Set(ids).size) throw notFound('Store');
}

const audit = (
  db: Db | Tx,
  auth: AuthContext,
  action: string,
  id: string,
  before: object | null,
  after: object | null,
) =>
  recordAudit(db, actorOf(auth), {
    action,
    recordType: 'User',
    recordId: id,
    before: before as Record<string, unknown>,
    after: after as Record<string, unknown>,
  });

/** Sends the single-use link with which the invited person sets a password (and becomes active). */
export async function mailInvitation(deps: Deps, user: UserRow, appTitle: string) {
  const token = await identity().invitationToken(deps.db, user.id, INVITE_TTL_MINUTES);
  const link = `${deps.config.publicUrl}/pages/authentication/reset-password/${token}`;
  await deps.mailer.send({
    tenantId: user.tenantId,
    to: user.email,
    subject: `${appTitle}: you are invited`,
    text: `You are invited to ${appTitle}. Choose your password within 7 days: ${link}`,
  });
}

/**
 * An address that belongs to another tenant: the inviting admin gets exactly the answer an
 * unknown address gets (201 and an invited user), so an invitation cannot tell which
 * addresses other tenants hold (issue 33, item 12); the address's owner is told instead.
 * Nothing is stored for the inviting tenant: the address can hold one account only.
 */
async function answerAsUnknown(
  deps: Deps,
  auth: AuthContext,
  owner: UserRow,
  body: InviteUserBody & { storeIds: string[] },
) {
  await assertOwnStores(deps.db, auth.tenant.id, body.storeIds);
  await deps.mailer.send({
    tenantId: owner.tenantId,
    to: owner.email,
    subject: `${auth.tenant.appTitle}: an invitation to your address`,
    text: `${auth.tenant.appTitle} tried to invite ${owner.email}, which already has an account elsewhere. Nothing changed for your account; if you expected this invitation, ask them to use another address.`,
  });
  const language = body.language ?? auth.tenant.defaultLanguage;
  const stand = {
    id: randomUUID(),
    tenantId: auth.tenant.id,
    fullName: body.fullName,
    email: body.email.toLowerCase(),
    role: body.role,
    status: 'invited' as const,
    language,
    twoFactorEnabled: false,
    createdAt: new Date(),
  };
  return toAdminUser(stand, body.role === 'agent' ? [...new Set(body.storeIds)] : [], null);
}

export async function inviteUser(
  deps: Deps,
  auth: AuthContext,
  body: InviteUserBody & { storeIds: string[] },
) {
  assertWithinOwnRole(auth.user.role, body.role);
  const existing = await findUserByEmail(deps.db, body.email);
  if (existing && existing.tenantId !== auth.tenant.id)
    return answerAsUnknown(deps, auth, existing, body);
  // One of the admin's own users: they can see it in their list anyway.
  if (existing)
    throw new AppError(409, 'email_taken', 'This e-mail address is already used', [
      { path: 'email', message: 'Already used' },
    ]);
  const user = await deps.db.transaction(async (tx) => {
    await assertOwnStores(tx, auth.tenant.id, body.storeIds);
    const [row] = await tx
      .insert(users)
      .values({
        tenantId: auth.tenant.id,
        email: body.email,
        fullName: body.fullName,
        role: body.role,
        status: 'invited',
        language: body.language ?? auth.tenant.defaultLanguage,
      })
      .returning();
    if (body.role === 'agent') await replaceUserStores(tx, row!, [...new Set(body.storeIds)]);
    await audit(tx, auth, 'invite', row!.id, null, {
      email: row!.email,
      fullName: row!.fullName,
      role: row!.role,
      status: 'invited',
      storeIds: body.storeIds,
    });
    return row!;
  });
  await mailInvitation(deps, user, auth.tenant.appTitle);
  return adminUserView(deps.db, user);
}

export async function editUser(deps: Deps, auth: AuthContext, id: string, body: EditUserBody) {
  return deps.db.transaction(async (tx) => {
    const target = await manageable(tx, auth, id);
    if (body.role && body.role !== target.role) {
      if (target.id === auth.user.id)
        throw adminError(403, 'self_change_forbidden', 'You cannot change your own role', 'role');
      assertWithinOwnRole(auth.user.role, body.role);
    }
    if (body.storeIds) await assertOwnStores(tx, auth.tenant.id, body.storeIds);
    const beforeStores = (await assignedStoreIds(tx, [target.id])).get(target.id) ?? [];
    const { storeIds, ...fields } = body;
    const [after] = await tx
      .update(users)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .returning();
    if (storeIds) await replaceUserStores(tx, target, [...new Set(storeIds)]);
    const pick = (u: UserRow, s: string[]) => ({ fullName: u.fullName, role: u.role, storeIds: s });
    await audit(
      tx,
      auth,
      'update',
      target.id,
      pick(target, beforeStores),
      pick(after!, storeIds ? [...new Set(storeIds)] : beforeStores),
    );
    return adminUserView(tx, after!);
  });
}

export async function setUserActive(deps: Deps, auth: AuthContext, id: string, active: boolean) {
  const user = await deps.db.transaction(async (tx) => {
    const target = await manageable(tx, auth, id);
    if (target.id === auth.user.id)
      throw adminError(403, 'self_change_forbidden', 'You cannot deactivate yourself');
    // Reactivating someone who never chose a password puts them back to "invited".
    const status = active ? (target.passwordHash ? 'active' : 'invited') : 'deactivated';
    const [after] = await tx
      .update(users)
      .set({ status, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    await audit(
      tx,
      auth,
      active ? 'reactivate' : 'deactivate',
      id,
      { status: target.status },
      { status },
    );
    return after!;
  });
  if (!active) await identity().revokeSessions(deps.db, id);
  return adminUserView(deps.db, user);
}

export async function resetTwoFactor(deps: Deps, auth: AuthContext, id: string) {
  return deps.db.transaction(async (tx) => {
    const target = await manageable(tx, auth, id);
    const [after] = await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    await identity().dropRecoveryCodes(tx, id);
    await audit(
      tx,
      auth,
      'reset_2fa',
      id,
      { twoFactorEnabled: Boolean(target.totpSecret) },
      { twoFactorEnabled: false },
    );
    return adminUserView(tx, after!);
  });
}

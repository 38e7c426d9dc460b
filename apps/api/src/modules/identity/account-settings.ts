import { eq } from 'drizzle-orm';
import {
  type ChangePasswordBody,
  type NotificationPreferencesBody,
  type SessionListQuery,
  type SessionListResponse,
  type UpdateProfileBody,
} from '@sp/contracts/api';
import { savePreferences, storedPreferences, withDefaults } from '../notifications';
import { users } from '../users';
import { AppError, notFound } from '../../kernel/errors';
import { storeIdsFor } from '../users';
import { emailTaken, requestEmailChange } from './email-change';
import { actorOf, type AuthContext, type Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import { assertPasswordAllowed, hashPassword, verifyPassword } from './passwords';
import { listUserSessions, revokeOtherSessions, revokeUserSession } from './sessions';
import { iso, toUserData } from '../users';

/** The signed-in user's own account: every function acts on the caller only. */

/** PostgreSQL unique_violation, whether the driver error is thrown as is or wrapped by Drizzle. */
const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: unknown } | null;
  return e?.code === '23505' || (e?.cause !== undefined && isUniqueViolation(e.cause));
};

export async function updateProfile(deps: Deps, auth: AuthContext, body: UpdateProfileBody) {
  const me = auth.user;
  const changes: Partial<Pick<typeof me, 'fullName' | 'language' | 'avatarUrl'>> = {};
  if (body.fullName !== undefined && body.fullName !== me.fullName)
    changes.fullName = body.fullName;
  if (body.avatarUrl !== undefined && body.avatarUrl !== me.avatarUrl)
    changes.avatarUrl = body.avatarUrl;
  if (body.language !== undefined && body.language !== me.language) {
    if (!auth.tenant.languages.includes(body.language)) {
      throw new AppError(400, 'validation_failed', 'Some fields are invalid', [
        { path: 'language', message: `Choose one of: ${auth.tenant.languages.join(', ')}` },
      ]);
    }
    changes.language = body.language;
  }
  // A new address is only requested here (password, confirmation link): email-change.ts.
  const newEmail = body.email !== undefined && body.email !== me.email ? body.email : null;
  // First, so a wrong password changes nothing at all.
  const pending = newEmail
    ? await requestEmailChange(deps, auth, newEmail, body.currentPassword)
    : null;
  let user = me;
  if (Object.keys(changes).length) {
    try {
      user = await deps.db.transaction(async (tx) => {
        const [after] = await tx
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, me.id))
          .returning();
        // A preference (the language; the theme never reaches the API) is no audit event:
        // switching it is not a change to anyone's record, and it flooded the log.
        const { language: _preference, ...identity } = changes;
        if (Object.keys(identity).length) {
          const before = Object.fromEntries(
            Object.keys(identity).map((k) => [k, me[k as keyof typeof identity]]),
          );
          await recordAudit(tx, actorOf(auth), {
            action: 'update_profile',
            recordType: 'User',
            recordId: me.id,
            before,
            after: identity,
          });
        }
        return after!;
      });
    } catch (err) {
      // Two requests racing for the same address: the unique index decides.
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
  }
  const userData = toUserData(user, await storeIdsFor(deps.db, user));
  return pending ? { userData, pendingEmail: pending.pendingEmail } : { userData };
}

/** Same rules as registration; every other session is signed out, the current one kept. */
export async function changePassword(deps: Deps, auth: AuthContext, body: ChangePasswordBody) {
  const [me] = await deps.db.select().from(users).where(eq(users.id, auth.user.id));
  if (!me || !(await verifyPassword(body.currentPassword, me.passwordHash))) {
    throw new AppError(400, 'wrong_password', 'The current password is wrong', [
      { path: 'currentPassword', message: 'The current password is wrong' },
    ]);
  }
  if (body.newPassword === body.currentPassword) {
    throw new AppError(400, 'validation_failed', 'Some fields are invalid', [
      { path: 'newPassword', message: 'Choose a password different from the current one' },
    ]);
  }
  assertPasswordAllowed(body.newPassword, me.email, 'newPassword', [
    auth.tenant.slug,
    auth.tenant.name,
    auth.tenant.appTitle,
  ]);
  const passwordHash = await hashPassword(body.newPassword);
  const revoked = await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: new Date() })
      .where(eq(users.id, me.id));
    const n = await revokeOtherSessions(tx, me.id, auth.session.id);
    await recordAudit(tx, actorOf(auth), {
      action: 'change_password',
      recordType: 'User',
      recordId: me.id,
      after: { revokedSessions: n },
    });
    return n;
  });
  return { ok: true as const, revoked };
}

export async function listSessions(
  deps: Deps,
  auth: AuthContext,
  query: SessionListQuery,
): Promise<SessionListResponse> {
  const { rows, total } = await listUserSessions(deps.db, auth.user.id, auth.session.id, query);
  return {
    total,
    page: query.page,
    pageSize: query.pageSize,
    items: rows.map((s) => ({
      id: s.id,
      userAgent: s.userAgent ?? null,
      ip: s.ip ?? null,
      createdAt: iso(s.createdAt),
      lastSeenAt: s.lastSeenAt ? iso(s.lastSeenAt) : null,
      current: s.id === auth.session.id,
    })),
  };
}

/**
 * Ends one of the caller's own sessions (the current one too: that is signing out).
 * Another user's session answers 404, as every cross-owner read of the API does.
 */
export async function endSession(deps: Deps, auth: AuthContext, id: string) {
  await deps.db.transaction(async (tx) => {
    if (!(await revokeUserSession(tx, auth.user.id, id))) throw notFound('Session');
    await recordAudit(tx, actorOf(auth), {
      action: 'end_session',
      recordType: 'User',
      recordId: auth.user.id,
      after: { sessionId: id, current: id === auth.session.id },
    });
  });
  return { ok: true as const };
}

export async function signOutOtherSessions(deps: Deps, auth: AuthContext) {
  const revoked = await deps.db.transaction(async (tx) => {
    const n = await revokeOtherSessions(tx, auth.user.id, auth.session.id);
    if (n) {
      await recordAudit(tx, actorOf(auth), {
        action: 'sign_out_other_sessions',
        recordType: 'User',
        recordId: auth.user.id,
        after: { revokedSessions: n },
      });
    }
    return n;
  });
  return { revoked };
}

export async function getNotificationPreferences(deps: Deps, auth: AuthContext) {
  return { preferences: withDefaults(await storedPreferences(deps.db, auth.user.id)) };
}

export async function saveNotificationPreferences(
  deps: Deps,
  auth: AuthContext,
  body: NotificationPreferencesBody,
) {
  const preferences = await deps.db.transaction(async (tx) => {
    const before = withDefaults(await storedPreferences(tx, auth.user.id));
    const after = withDefaults({ ...before, ...body.preferences } as Record<
      string,
      { inApp: boolean; push: boolean }
    >);
    await savePreferences(tx, auth.tenant.id, auth.user.id, after);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(tx, actorOf(auth), {
        action: 'update_notification_preferences',
        recordType: 'NotificationPreferences',
        recordId: auth.user.id,
        before,
        after,
      });
    }
    return after;
  });
  return { preferences };
}

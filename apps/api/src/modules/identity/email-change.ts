import { eq } from 'drizzle-orm';
import { users } from '../users';
import { AppError } from '../../kernel/errors';
import { findUserByEmail, findUserById } from '../users';
import type { AuthContext, Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import { consumeAuthToken, findLiveAuthToken, issueAuthToken, voidAuthTokens } from './auth-tokens';
import { verifyPassword } from './passwords';

/**
 * Changing the sign-in address: a stolen session alone must not move the account (and its
 * reset links) to someone else. It needs the current password, takes effect only once
 * confirmed from the new address, and the old address is told both times.
 */

export const EMAIL_CHANGE_TTL_MINUTES = 24 * 60;

const link = (deps: Deps, path: string) => `${deps.config.publicUrl}${path}`;

export const emailTaken = () =>
  new AppError(409, 'email_taken', 'An account with this e-mail already exists', [
    { path: 'email', message: 'An account with this e-mail already exists' },
  ]);

export async function requestEmailChange(
  deps: Deps,
  auth: AuthContext,
  email: string,
  currentPassword?: string,
) {
  const me = (await findUserById(deps.db, auth.user.id))!;
  if (!currentPassword || !(await verifyPassword(currentPassword, me.passwordHash))) {
    const message = currentPassword
      ? 'The current password is wrong'
      : 'Enter your current password to change the e-mail';
    throw new AppError(400, currentPassword ? 'wrong_password' : 'validation_failed', message, [
      { path: 'currentPassword', message },
    ]);
  }
  const other = await findUserByEmail(deps.db, email);
  if (other && other.id !== me.id) throw emailTaken();
  await voidAuthTokens(deps.db, 'change_email', me.id);
  const token = await issueAuthToken(
    deps.db,
    'change_email',
    me.id,
    EMAIL_CHANGE_TTL_MINUTES,
    undefined,
    email,
  );
  const title = auth.tenant.appTitle;
  await deps.mailer.send({
    tenantId: me.tenantId,
    to: email,
    subject: `${title}: confirm your new e-mail address`,
    text: `Confirm this address for your ${title} account within 24 hours: ${link(deps, `/pages/account-settings/account?confirmEmail=${token}`)}`,
  });
  await deps.mailer.send({
    tenantId: me.tenantId,
    to: me.email,
    subject: `${title}: e-mail change requested`,
    text: `Someone signed in to your account asked to change its e-mail to ${email}. Nothing changes until the new address is confirmed. If it was not you, change your password and sign out your other sessions now.`,
  });
  await recordAudit(
    deps.db,
    { tenantId: me.tenantId, userId: me.id },
    {
      action: 'request_email_change',
      recordType: 'User',
      recordId: me.id,
      before: { email: me.email },
      after: { pendingEmail: email },
    },
  );
  return { pendingEmail: email };
}

/** The link from the new address: single use; the old address gets a notice. */
export async function confirmEmailChange(deps: Deps, tokenValue: string) {
  const invalid = () =>
    new AppError(400, 'invalid_token', 'This confirmation link is invalid, used or expired');
  const token = await findLiveAuthToken(deps.db, 'change_email', tokenValue);
  if (!token?.payload) throw invalid();
  const me = await findUserById(deps.db, token.userId);
  if (!me || me.status === 'deactivated') throw invalid();
  const email = token.payload;
  const other = await findUserByEmail(deps.db, email);
  if (other && other.id !== me.id) throw emailTaken();
  if (!(await consumeAuthToken(deps.db, token.id))) throw invalid();
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, me.id));
    await recordAudit(
      tx,
      { tenantId: me.tenantId, userId: me.id },
      {
        action: 'change_email',
        recordType: 'User',
        recordId: me.id,
        before: { email: me.email },
        after: { email },
      },
    );
  });
  await deps.mailer.send({
    tenantId: me.tenantId,
    to: me.email,
    subject: 'Your e-mail address was changed',
    text: `The e-mail address of your account is now ${email}. If you did not ask for this, contact your administrator.`,
  });
  return { ok: true as const };
}

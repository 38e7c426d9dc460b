import { eq } from 'drizzle-orm';
import { recoveryCodes } from './tables';
import { users } from '../users';
import { AppError } from '../../kernel/errors';
import { actorOf, type AuthContext, type Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import {
  consumeSecondFactor,
  consumeTotp,
  newTotpSecret,
  otpauthUrl,
  replaceRecoveryCodes,
  totpKey,
} from './totp';
import { openSecret, sealSecret } from './totp-key';

const wrongCode = () =>
  new AppError(422, 'invalid_code', 'Wrong or already used code', [
    { path: 'code', message: 'Wrong or already used code' },
  ]);

/**
 * Step 1: a pending secret; it only counts once a code from it is confirmed. Replacing a
 * second factor already on needs a code from it (or a recovery code): a stolen session
 * alone must not be able to move the account's second factor to the thief's phone.
 */
export async function setupTotp(deps: Deps, auth: AuthContext, currentCode?: string) {
  if (auth.user.totpSecret) {
    if (!currentCode) {
      throw new AppError(422, 'invalid_code', 'Enter a code from your current authenticator app', [
        { path: 'code', message: 'Enter a code from your current authenticator app' },
      ]);
    }
    if (!(await consumeSecondFactor(deps, auth.user, currentCode))) throw wrongCode();
  }
  const secret = newTotpSecret();
  await deps.db
    .update(users)
    .set({ totpPendingSecret: sealSecret(totpKey(deps), secret) })
    .where(eq(users.id, auth.user.id));
  return { secret, otpauthUrl: otpauthUrl(secret, auth.tenant.appTitle, auth.user.email) };
}

/** Step 2: a code from the pending secret turns it on and yields fresh recovery codes. */
export async function enableTotp(deps: Deps, auth: AuthContext, code: string) {
  const sealed = auth.user.totpPendingSecret;
  if (!sealed) throw new AppError(409, 'conflict', 'Start the set-up first');
  if (!(await consumeTotp(deps.db, auth.user, openSecret(totpKey(deps), sealed), code)))
    throw wrongCode();
  await deps.db
    .update(users)
    .set({ totpSecret: sealed, totpPendingSecret: null, updatedAt: new Date() })
    .where(eq(users.id, auth.user.id));
  const codes = await replaceRecoveryCodes(deps.db, auth.user.id);
  await recordAudit(deps.db, actorOf(auth), {
    action: 'enable_totp',
    recordType: 'User',
    recordId: auth.user.id,
    before: { twoFactorEnabled: Boolean(auth.user.totpSecret) },
    after: { twoFactorEnabled: true },
  });
  return { recoveryCodes: codes };
}

/** Super admins must keep two-step sign-in (SPEC C6). */
export async function disableTotp(deps: Deps, auth: AuthContext, code: string) {
  if (auth.user.role === 'super_admin') {
    throw new AppError(403, 'totp_required', 'Two-step sign-in is required for super admins');
  }
  if (!auth.user.totpSecret) return;
  if (!(await consumeSecondFactor(deps, auth.user, code))) throw wrongCode();
  await deps.db
    .update(users)
    .set({ totpSecret: null, totpLastStep: null, updatedAt: new Date() })
    .where(eq(users.id, auth.user.id));
  await deps.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, auth.user.id));
  await recordAudit(deps.db, actorOf(auth), {
    action: 'disable_totp',
    recordType: 'User',
    recordId: auth.user.id,
    before: { twoFactorEnabled: true },
    after: { twoFactorEnabled: false },
  });
}

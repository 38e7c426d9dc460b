import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { Db } from '../../kernel/db/client';
import { recoveryCodes } from './tables';
import { users } from '../users';
import type { Deps } from '../../kernel/types';
import type { UserRow } from '../users';
import { openSecret } from './totp-key';
import { canonicalRecoveryCode, recoveryCode, sha256 } from './secrets';

const PERIOD = 30;

export const newTotpSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

export function otpauthUrl(secret: string, issuer: string, label: string) {
  return new OTPAuth.TOTP({
    issuer,
    label,
    secret: OTPAuth.Secret.fromBase32(secret),
    period: PERIOD,
  }).toString();
}

/** The time step a code belongs to (±1 step of clock drift), or null if it is wrong. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), period: PERIOD });
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/**
 * Accepts a code once: the step is recorded with a compare-and-set, so the same code
 * (or an older one) replayed, even concurrently, is refused.
 */
export async function consumeTotp(
  db: Db,
  user: UserRow,
  secret: string,
  code: string,
): Promise<boolean> {
  const step = totpStep(secret, code);
  if (step === null) return false;
  const updated = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return updated.length === 1;
}

/** One-time recovery codes: marked used on first use. */
export async function consumeRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const updated = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        // Codes issued before 120-bit codes were hashed as typed (`abcd-ef12`).
        inArray(recoveryCodes.codeHash, [
          sha256(canonicalRecoveryCode(code)),
          sha256(code.trim().toLowerCase()),
        ]),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return updated.length === 1;
}

/** A TOTP code (6 digits) or a recovery code. */
export const consumeSecondFactor = (deps: Deps, user: UserRow, code: string) =>
  /^\d{6}$/.test(code) && user.totpSecret
    ? consumeTotp(deps.db, user, openSecret(totpKey(deps), user.totpSecret), code)
    : consumeRecoveryCode(deps.db, user.id, code);

/** The key resolved at start (app.ts) from TOTP_ENCRYPTION_KEY or the data folder's key file. */
export const totpKey = (deps: Deps) => {
  if (!deps.config.totpEncryptionKey) throw new Error('TOTP encryption key not resolved');
  return deps.config.totpEncryptionKey;
};

export async function replaceRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: 10 }, recoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((c) => ({ userId, codeHash: sha256(canonicalRecoveryCode(c)) })));
  return codes;
}

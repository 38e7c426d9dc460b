import { and, eq, isNull, lt, or } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { Db } from '../db/client';
import { recoveryCodes, users } from '../db/schema';
import type { UserRow } from '../types';
import { recoveryCode, sha256 } from './secrets';

const PERIOD = 30;

export const newTotpSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

export function otpauthUrl(secret: string, issuer: string, label: string) {
  return new OTPAuth.TOTP({ issuer, label, secret: OTPAuth.Secret.fromBase32(secret), period: PERIOD }).toString();
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
export async function consumeTotp(db: Db, user: UserRow, secret: string, code: string): Promise<boolean> {
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
        eq(recoveryCodes.codeHash, sha256(code.trim().toLowerCase())),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return updated.length === 1;
}

/** A TOTP code (6 digits) or a recovery code. */
export const consumeSecondFactor = (db: Db, user: UserRow, code: string) =>
  /^\d{6}$/.test(code) && user.totpSecret
    ? consumeTotp(db, user, user.totpSecret, code)
    : consumeRecoveryCode(db, user.id, code);

export async function replaceRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: 10 }, recoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: sha256(c) })));
  return codes;
}

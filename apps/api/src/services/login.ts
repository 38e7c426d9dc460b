import { eq } from 'drizzle-orm';
import type { LoginResponse, SessionResponse } from '@sp/contracts/api';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { findUserByEmail, findUserById } from '../repositories/users';
import type { Deps, UserRow } from '../types';
import { countFailedAttempt, findLiveAuthToken, issueAuthToken, consumeAuthToken } from './auth-tokens';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { startSession, type ClientInfo } from './sessions';
import { consumeSecondFactor } from './totp';

const invalidCredentials = () => new AppError(401, 'invalid_credentials', 'Wrong e-mail or password');

function assertMaySignIn(user: UserRow) {
  if (user.status === 'deactivated') {
    throw new AppError(403, 'account_deactivated', 'This account has been deactivated');
  }
  if (user.unverified) throw new AppError(403, 'email_not_verified', 'Verify your e-mail address first');
}

function assertNotLocked(user: UserRow) {
  const until = user.lockedUntil?.getTime() ?? 0;
  if (until > Date.now()) {
    const seconds = Math.ceil((until - Date.now()) / 1000);
    throw new AppError(429, 'account_locked', 'Too many failed attempts; try again later', undefined, {
      'retry-after': String(seconds),
    });
  }
}

/** Counts a failure; the Nth consecutive one locks the account for a while. */
async function recordFailure(deps: Deps, user: UserRow) {
  const failures = user.failedLogins + 1;
  const { maxFailures, minutes } = deps.config.lockout;
  const lock = failures >= maxFailures;
  await deps.db
    .update(users)
    .set({ failedLogins: lock ? 0 : failures, lockedUntil: lock ? new Date(Date.now() + minutes * 60_000) : null })
    .where(eq(users.id, user.id));
}

export async function login(deps: Deps, email: string, password: string, client?: ClientInfo): Promise<LoginResponse> {
  const user = await findUserByEmail(deps.db, email);
  if (user) assertNotLocked(user);
  // Hash even for unknown addresses, so the answer time does not reveal which exist.
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok) {
    if (user) await recordFailure(deps, user);
    throw invalidCredentials();
  }
  assertMaySignIn(user);
  if (user.failedLogins || user.lockedUntil) {
    await deps.db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
  }
  if (user.totpSecret) {
    return { twoStep: { hashId: await issueAuthToken(deps.db, 'two_step', user.id, 10) } };
  }
  return startSession(deps, user, client);
}

/** Second step: a TOTP code (each time step once) or an unused recovery code. */
export async function completeTwoStep(deps: Deps, hashId: string, code: string, client?: ClientInfo): Promise<SessionResponse> {
  const token = await findLiveAuthToken(deps.db, 'two_step', hashId);
  if (!token) throw new AppError(401, 'invalid_token', 'This sign-in has expired; sign in again');
  const user = await findUserById(deps.db, token.userId);
  if (!user) throw new AppError(401, 'invalid_token', 'This sign-in has expired; sign in again');
  assertMaySignIn(user);
  if (!(await consumeSecondFactor(deps.db, user, code))) {
    await countFailedAttempt(deps.db, token.id);
    throw new AppError(401, 'invalid_code', 'Wrong or already used code', [{ path: 'code', message: 'Wrong or already used code' }]);
  }
  if (!(await consumeAuthToken(deps.db, token.id))) {
    throw new AppError(401, 'invalid_token', 'This sign-in has expired; sign in again');
  }
  return startSession(deps, user, client);
}

import type { LoginResponse, SessionResponse } from '@sp/contracts/api';
import { AppError } from '../../kernel/errors';
import { findUserByEmail, findUserById } from '../users';
import type { Deps } from '../../kernel/types';
import type { UserRow } from '../users';
import {
  countFailedAttempt,
  findLiveAuthToken,
  issueAuthToken,
  consumeAuthToken,
} from './auth-tokens';
import { dummyPasswordHash, verifyPassword } from './passwords';
import { forgiveSignInAttempt, reserveSignInAttempt, throttleKeys } from './login-throttle';
import { startSession, type ClientInfo } from './sessions';
import { consumeSecondFactor } from './totp';

const invalidCredentials = () =>
  new AppError(401, 'invalid_credentials', 'Wrong e-mail or password');

function assertMaySignIn(user: UserRow) {
  if (user.status === 'deactivated') {
    throw new AppError(403, 'account_deactivated', 'This account has been deactivated');
  }
  if (user.unverified)
    throw new AppError(403, 'email_not_verified', 'Verify your e-mail address first');
  if (user.status === 'pending') {
    throw new AppError(
      403,
      'approval_pending',
      'An administrator has not approved this account yet',
    );
  }
}

/**
 * No account lock: failed attempts slow down the (address, client) pair that makes them
 * (login-throttle.ts), the same way whether the address exists or not.
 */
export async function login(
  deps: Deps,
  email: string,
  password: string,
  client?: ClientInfo,
): Promise<LoginResponse> {
  const keys = throttleKeys(deps, email, client?.ip);
  await reserveSignInAttempt(deps, keys);
  const user = await findUserByEmail(deps.db, email);
  // Hash even for unknown addresses, so the answer time does not reveal which exist.
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok) throw invalidCredentials();
  await forgiveSignInAttempt(deps, keys);
  assertMaySignIn(user);
  if (user.totpSecret) {
    return { twoStep: { hashId: await issueAuthToken(deps.db, 'two_step', user.id, 10) } };
  }
  return startSession(deps, user, client);
}

/** Second step: a TOTP code (each time step once) or an unused recovery code. */
export async function completeTwoStep(
  deps: Deps,
  hashId: string,
  code: string,
  client?: ClientInfo,
): Promise<SessionResponse> {
  const token = await findLiveAuthToken(deps.db, 'two_step', hashId);
  if (!token) throw new AppError(401, 'invalid_token', 'This sign-in has expired; sign in again');
  const user = await findUserById(deps.db, token.userId);
  if (!user) throw new AppError(401, 'invalid_token', 'This sign-in has expired; sign in again');
  assertMaySignIn(user);
  if (!(await consumeSecondFactor(deps, user, code))) {
    await countFailedAttempt(deps.db, token.id);
    throw new AppError(401, 'invalid_code', 'Wrong or already used code', [
      { path: 'code', message: 'Wrong or already used code' },
    ]);
  }
  if (!(await consumeAuthToken(deps.db, token.id))) {
    throw new AppError(401, 'invalid_token', 'This sign-in has expired; sign in again');
  }
  return startSession(deps, user, client);
}

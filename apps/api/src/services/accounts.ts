import { eq } from 'drizzle-orm';
import type { SessionResponse } from '@sp/contracts/api';
import { users } from '../db/schema';
import { AppError, notFound } from '../errors';
import { findTenantBySlug } from '../repositories/tenants';
import { findUserByEmail, findUserById } from '../repositories/users';
import type { Deps } from '../types';
import { recordAudit } from './audit';
import { countFailedAttempt, findLiveAuthToken, issueAuthToken, consumeAuthToken } from './auth-tokens';
import { assertPasswordAllowed, hashPassword } from './passwords';
import { sha256, sixDigitCode } from './secrets';
import { revokeUserSessions, startSession, type ClientInfo } from './sessions';

export const RESET_TTL_MINUTES = 60;
const VERIFY_TTL_MINUTES = 30;

const link = (deps: Deps, path: string) => `${deps.config.publicUrl}${path}`;

interface RegisterInput {
  fullName: string;
  email: string;
  password: string;
  language?: 'en' | 'fr' | 'ar' | undefined;
  tenant?: string | undefined;
}

/** A self-registered account: an unverified agent of the chosen (or default) tenant. */
export async function register(deps: Deps, input: RegisterInput) {
  const tenant = await findTenantBySlug(deps.db, input.tenant ?? deps.config.defaultTenant);
  if (!tenant) throw notFound('Tenant');
  assertPasswordAllowed(input.password, input.email);
  if (await findUserByEmail(deps.db, input.email)) {
    throw new AppError(409, 'email_taken', 'An account with this e-mail already exists', [
      { path: 'email', message: 'An account with this e-mail already exists' },
    ]);
  }
  const [user] = await deps.db
    .insert(users)
    .values({
      tenantId: tenant.id,
      email: input.email,
      fullName: input.fullName,
      passwordHash: await hashPassword(input.password),
      role: 'agent',
      language: input.language ?? tenant.defaultLanguage,
      unverified: true,
    })
    .returning();
  await recordAudit(deps.db, { tenantId: tenant.id, userId: user!.id }, {
    action: 'register',
    recordType: 'User',
    recordId: user!.id,
    after: { email: user!.email, fullName: user!.fullName, role: user!.role },
  });
  const code = sixDigitCode();
  const hashId = await issueAuthToken(deps.db, 'verify_email', user!.id, VERIFY_TTL_MINUTES, code);
  await deps.mailer.send({
    tenantId: tenant.id,
    to: user!.email,
    subject: `${tenant.appTitle}: your verification code`,
    text: `Your verification code is ${code}. Enter it at ${link(deps, `/verify/${hashId}`)}`,
  });
  return { hashId };
}

/** Checks the mailed code; a verified user is signed in straight away. */
export async function verifyEmail(deps: Deps, hashId: string, code: string, client?: ClientInfo): Promise<SessionResponse> {
  const token = await findLiveAuthToken(deps.db, 'verify_email', hashId);
  if (!token) throw new AppError(400, 'invalid_token', 'This verification link has expired');
  if (token.codeHash !== sha256(code)) {
    await countFailedAttempt(deps.db, token.id);
    throw new AppError(400, 'invalid_code', 'Wrong code', [{ path: 'code', message: 'Wrong code' }]);
  }
  if (!(await consumeAuthToken(deps.db, token.id))) throw new AppError(400, 'invalid_token', 'Already used');
  const [user] = await deps.db.update(users).set({ unverified: false }).where(eq(users.id, token.userId)).returning();
  await recordAudit(deps.db, { tenantId: user!.tenantId, userId: user!.id }, {
    action: 'verify_email',
    recordType: 'User',
    recordId: user!.id,
    before: { unverified: true },
    after: { unverified: false },
  });
  return startSession(deps, user!, client);
}

/** Same answer whether the address exists or not; only real, active accounts get mail. */
export async function forgotPassword(deps: Deps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.status === 'deactivated') return;
  const token = await issueAuthToken(deps.db, 'reset_password', user.id, RESET_TTL_MINUTES);
  await deps.mailer.send({
    tenantId: user.tenantId,
    to: user.email,
    subject: 'Reset your password',
    text: `Choose a new password within ${RESET_TTL_MINUTES} minutes: ${link(deps, `/pages/authentication/reset-password/${token}`)}`,
  });
}

/** Single use; signs out every session of the account and lifts a lockout. */
export async function resetPassword(deps: Deps, tokenValue: string, password: string) {
  const token = await findLiveAuthToken(deps.db, 'reset_password', tokenValue);
  if (!token) throw new AppError(400, 'invalid_token', 'This reset link is invalid, used or expired');
  const user = await findUserById(deps.db, token.userId);
  if (!user) throw new AppError(400, 'invalid_token', 'This reset link is invalid, used or expired');
  assertPasswordAllowed(password, user.email);
  if (!(await consumeAuthToken(deps.db, token.id))) {
    throw new AppError(400, 'invalid_token', 'This reset link is invalid, used or expired');
  }
  await deps.db
    .update(users)
    // An invitation is a reset link too: choosing the password activates the invited user.
    .set({
      passwordHash: await hashPassword(password),
      failedLogins: 0,
      lockedUntil: null,
      updatedAt: new Date(),
      ...(user.status === 'invited' ? { status: 'active' as const } : {}),
    })
    .where(eq(users.id, user.id));
  await revokeUserSessions(deps.db, user.id);
  await recordAudit(deps.db, { tenantId: user.tenantId, userId: user.id }, {
    action: 'reset_password',
    recordType: 'User',
    recordId: user.id,
  });
}

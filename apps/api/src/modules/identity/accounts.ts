import { eq } from 'drizzle-orm';
import type { SessionResponse } from '@sp/contracts/api';
import { users } from '../users';
import { AppError } from '../../kernel/errors';
import { findTenantBySlug } from '../tenancy';
import { findUserByEmail, findUserById } from '../users';
import type { Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import {
  countFailedAttempt,
  countRecentAuthTokens,
  findLiveAuthToken,
  issueAuthToken,
  consumeAuthToken,
  voidAuthTokens,
} from './auth-tokens';
import { assertPasswordAllowed, hashPassword } from './passwords';
import { randomToken, sha256, sixDigitCode } from './secrets';
import { revokeUserSessions, startSession, type ClientInfo } from './sessions';

export const RESET_TTL_MINUTES = 60;
// ASVS 6.5.5: an out-of-band code lives at most 10 minutes.
const VERIFY_TTL_MINUTES = 10;

const link = (deps: Deps, path: string) => `${deps.config.publicUrl}${path}`;

interface RegisterInput {
  fullName: string;
  email: string;
  password: string;
  language?: 'en' | 'fr' | 'ar' | undefined;
  tenant?: string | undefined;
}

// The same answer for a tenant that does not exist and one that keeps sign-up closed.
const registrationClosed = () =>
  new AppError(
    403,
    'registration_closed',
    'Sign-up is closed here; ask an administrator for an invitation',
  );

/**
 * A self-registered account: an unverified agent of the chosen (or default) tenant, only
 * where the tenant opened sign-up, waiting for an admin's approval (status `pending`).
 * An address already registered gets the same answer (and its owner a notice), so the
 * form does not tell which addresses have accounts.
 */
export async function register(deps: Deps, input: RegisterInput) {
  const tenant = await findTenantBySlug(deps.db, input.tenant ?? deps.config.defaultTenant);
  if (!tenant?.selfRegistration) throw registrationClosed();
  assertPasswordAllowed(input.password, input.email, 'password', [
    tenant.slug,
    tenant.name,
    tenant.appTitle,
  ]);
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing) {
    await deps.mailer.send({
      tenantId: existing.tenantId,
      to: existing.email,
      subject: `${tenant.appTitle}: you already have an account`,
      text: `Someone tried to sign up with this address. If it was you, sign in or reset your password at ${link(deps, '/forgot-password')}.`,
    });
    return { hashId: randomToken(24) };
  }
  const [user] = await deps.db
    .insert(users)
    .values({
      tenantId: tenant.id,
      email: input.email,
      fullName: input.fullName,
      passwordHash,
      role: 'agent',
      language: input.language ?? tenant.defaultLanguage,
      status: 'pending',
      unverified: true,
    })
    .returning();
  await recordAudit(
    deps.db,
    { tenantId: tenant.id, userId: user!.id },
    {
      action: 'register',
      recordType: 'User',
      recordId: user!.id,
      after: { email: user!.email, fullName: user!.fullName, role: user!.role },
    },
  );
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

/** Checks the mailed code; a verified user is signed in, unless an admin must approve them first. */
export async function verifyEmail(
  deps: Deps,
  hashId: string,
  code: string,
  client?: ClientInfo,
): Promise<SessionResponse> {
  const token = await findLiveAuthToken(deps.db, 'verify_email', hashId);
  if (!token) throw new AppError(400, 'invalid_token', 'This verification link has expired');
  if (token.codeHash !== sha256(code)) {
    await countFailedAttempt(deps.db, token.id);
    throw new AppError(400, 'invalid_code', 'Wrong code', [
      { path: 'code', message: 'Wrong code' },
    ]);
  }
  if (!(await consumeAuthToken(deps.db, token.id)))
    throw new AppError(400, 'invalid_token', 'Already used');
  const [user] = await deps.db
    .update(users)
    .set({ unverified: false })
    .where(eq(users.id, token.userId))
    .returning();
  await recordAudit(
    deps.db,
    { tenantId: user!.tenantId, userId: user!.id },
    {
      action: 'verify_email',
      recordType: 'User',
      recordId: user!.id,
      before: { unverified: true },
      after: { unverified: false },
    },
  );
  if (user!.status === 'pending') {
    throw new AppError(
      403,
      'approval_pending',
      'Your address is confirmed. An administrator must approve your account before you can sign in.',
    );
  }
  return startSession(deps, user!, client);
}

/** Reset mails per account per hour: more would let anyone flood someone's inbox. */
export const RESET_MAILS_PER_HOUR = 3;

/**
 * Same answer whether the address exists or not; only real, active accounts get mail, at
 * most RESET_MAILS_PER_HOUR an hour, and a new link voids the older ones.
 */
export async function forgotPassword(deps: Deps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.status === 'deactivated' || user.status === 'pending') return;
  if ((await countRecentAuthTokens(deps.db, 'reset_password', user.id, 60)) >= RESET_MAILS_PER_HOUR)
    return;
  await voidAuthTokens(deps.db, 'reset_password', user.id);
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
  if (!token)
    throw new AppError(400, 'invalid_token', 'This reset link is invalid, used or expired');
  const user = await findUserById(deps.db, token.userId);
  if (!user)
    throw new AppError(400, 'invalid_token', 'This reset link is invalid, used or expired');
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
  await recordAudit(
    deps.db,
    { tenantId: user.tenantId, userId: user.id },
    {
      action: 'reset_password',
      recordType: 'User',
      recordId: user.id,
    },
  );
}

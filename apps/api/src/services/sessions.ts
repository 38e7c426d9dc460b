import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SessionResponse } from '@sp/contracts/api';
import type { Db } from '../db/client';
import { sessions, tenants, users } from '../db/schema';
import { storeIdsFor } from '../repositories/users';
import type { Deps, UserRow } from '../types';
import { rulesForUser } from './abilities';
import { randomToken, sha256 } from './secrets';
import { toUserData } from './views';

/** A new opaque access token; the database keeps only its hash. */
export async function startSession(deps: Deps, user: UserRow): Promise<SessionResponse> {
  const accessToken = randomToken();
  await deps.db.insert(sessions).values({
    tokenHash: sha256(accessToken),
    userId: user.id,
    tenantId: user.tenantId,
    expiresAt: new Date(Date.now() + deps.config.sessionTtlHours * 3600_000),
  });
  const [storeIds, userAbilityRules] = await Promise.all([storeIdsFor(deps.db, user), rulesForUser(deps.db, user)]);
  return { accessToken, userData: toUserData(user, storeIds), userAbilityRules };
}

/** The live session behind a token with its user and tenant, or null. */
export async function findSession(db: Db, token: string) {
  const [row] = await db
    .select({ session: sessions, user: users, tenant: tenants })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(
      and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    );
  return row ?? null;
}

export const revokeSession = (db: Db, id: string) =>
  db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id));

export const revokeUserSessions = (db: Db, userId: string) =>
  db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

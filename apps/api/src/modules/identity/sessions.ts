import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { SessionResponse } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { sessions } from './tables';
import { storeIdsFor } from '../users';
import type { Deps } from '../../kernel/types';
import type { UserRow } from '../users';
import type { CallerSession } from './tables';
import { rulesForUser } from '../users';
import { randomToken, sha256 } from './secrets';
import { toUserData } from '../users';

/** The client a session was started from (shown in account settings). */
export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

export const clientOf = (request: {
  headers: Record<string, string | string[] | undefined>;
  ip: string;
}): ClientInfo => {
  const ua = request.headers['user-agent'];
  const userAgent = (Array.isArray(ua) ? ua[0] : ua)?.slice(0, 512) || null;
  return { userAgent, ip: request.ip || null };
};

/** A new opaque access token; the database keeps only its hash. */
export async function startSession(
  deps: Deps,
  user: UserRow,
  client?: ClientInfo,
): Promise<SessionResponse> {
  const accessToken = randomToken();
  await deps.db.insert(sessions).values({
    tokenHash: sha256(accessToken),
    userId: user.id,
    tenantId: user.tenantId,
    expiresAt: new Date(Date.now() + deps.config.sessionTtlHours * 3600_000),
    userAgent: client?.userAgent ?? null,
    ip: client?.ip ?? null,
    lastSeenAt: new Date(),
  });
  const [storeIds, userAbilityRules] = await Promise.all([
    storeIdsFor(deps.db, user),
    rulesForUser(deps.db, user),
  ]);
  return { accessToken, userData: toUserData(user, storeIds), userAbilityRules };
}

export const revokeSession = (db: Db, id: string) =>
  db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, id));

export const revokeUserSessions = (db: Db, userId: string) =>
  db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

/** Last activity, written at most once a minute per session (a write per request is waste). */
const TOUCH_EVERY_MS = 60_000;
export async function touchSession(db: Db, session: CallerSession) {
  const now = new Date();
  const before = session.lastSeenAt;
  if (before && now.getTime() - before.getTime() < TOUCH_EVERY_MS) return;
  // Marked before the write: the session is shared by the caller's concurrent requests
  // (caller-cache.ts), and 50 of them arriving together each wrote the same row, queued
  // on its lock, once a minute (issue 35). A failed write leaves it to the next request.
  session.lastSeenAt = now;
  try {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  } catch (error) {
    if (session.lastSeenAt === now) session.lastSeenAt = before;
    throw error;
  }
}

const live = (userId: string) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));

/**
 * One page of the user's live sessions: `currentId` first (the page the user reads it
 * from should not hide "this device" on page 3), then the most recently used.
 */
export async function listUserSessions(
  db: Db,
  userId: string,
  currentId: string,
  page: { page: number; pageSize: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(sessions)
      .where(live(userId))
      .orderBy(
        desc(sql`${sessions.id} = ${currentId}`),
        desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`),
        desc(sessions.id),
      )
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(sessions).where(live(userId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * Ends one live session of the user; answers false when there is none by that id for
 * this user (someone else's session, an ended one): the caller answers 404 either way.
 */
export async function revokeUserSession(db: Db | Tx, userId: string, id: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(live(userId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every live session of the user but one; answers how many were revoked. */
export async function revokeOtherSessions(db: Db | Tx, userId: string, keepId: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(live(userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return rows.length;
}

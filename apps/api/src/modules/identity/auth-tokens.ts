import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { authTokens } from './tables';
import { randomToken, sha256 } from './secrets';

type Kind = (typeof authTokens.$inferSelect)['kind'];
export const MAX_CODE_ATTEMPTS = 5;

/**
 * A single-use token (hash id, reset link); `code` is an extra secret sent by mail;
 * `payload` what the token carries out (change_email: the new address).
 */
export async function issueAuthToken(
  db: Db,
  kind: Kind,
  userId: string,
  ttlMinutes: number,
  code?: string,
  payload?: string,
) {
  const token = randomToken(24);
  await db.insert(authTokens).values({
    kind,
    userId,
    tokenHash: sha256(token),
    codeHash: code ? sha256(code) : null,
    payload: payload ?? null,
    expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
  });
  return token;
}

/** The unused, unexpired token of that kind with attempts left, or null. */
export async function findLiveAuthToken(db: Db, kind: Kind, token: string) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, sha256(token)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
      ),
    );
  if (!row || row.expiresAt.getTime() <= Date.now() || row.attempts >= MAX_CODE_ATTEMPTS)
    return null;
  return row;
}

/** Marks used; false when a concurrent request used it first. */
export async function consumeAuthToken(db: Db, id: string) {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  return rows.length === 1;
}

export const countFailedAttempt = (db: Db, id: string) =>
  db
    .update(authTokens)
    .set({ attempts: sql`${authTokens.attempts} + 1` })
    .where(eq(authTokens.id, id));

/** Tokens of that kind issued to the user in the last `minutes` (used or not). */
export async function countRecentAuthTokens(db: Db, kind: Kind, userId: string, minutes: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.kind, kind),
        gt(authTokens.createdAt, new Date(Date.now() - minutes * 60_000)),
      ),
    );
  return Number(row?.n ?? 0);
}

/** A new link voids the older ones: marks every unused token of that kind used. */
export const voidAuthTokens = (db: Db, kind: Kind, userId: string) =>
  db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)),
    );

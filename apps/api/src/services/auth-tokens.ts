import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens } from '../db/schema';
import { randomToken, sha256 } from './secrets';

type Kind = (typeof authTokens.$inferSelect)['kind'];
export const MAX_CODE_ATTEMPTS = 5;

/** A single-use token (hash id, reset link); `code` is an extra secret sent by mail. */
export async function issueAuthToken(db: Db, kind: Kind, userId: string, ttlMinutes: number, code?: string) {
  const token = randomToken(24);
  await db.insert(authTokens).values({
    kind,
    userId,
    tokenHash: sha256(token),
    codeHash: code ? sha256(code) : null,
    expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
  });
  return token;
}

/** The unused, unexpired token of that kind with attempts left, or null. */
export async function findLiveAuthToken(db: Db, kind: Kind, token: string) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, sha256(token)), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
  if (!row || row.expiresAt.getTime() <= Date.now() || row.attempts >= MAX_CODE_ATTEMPTS) return null;
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

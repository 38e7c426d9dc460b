import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { issueAuthToken } from './auth-tokens';
import { sha256 } from './secrets';
import { authTokens } from './tables';

/** Long enough to open the stream right after asking; useless to whoever reads a log later. */
export const STREAM_TICKET_MINUTES = 1;

/**
 * A single-use ticket for the notification stream's URL, bound to the caller's session
 * (its token's hash, as `sessions` keeps it): signing out, or the session ending, makes
 * an unused ticket worthless too. Stored in the database, so any replica can redeem it.
 */
export async function issueStreamTicket(db: Db, userId: string, accessToken: string) {
  const ticket = await issueAuthToken(
    db,
    'stream_ticket',
    userId,
    STREAM_TICKET_MINUTES,
    undefined,
    sha256(accessToken),
  );
  return { ticket, expiresAt: new Date(Date.now() + STREAM_TICKET_MINUTES * 60_000).toISOString() };
}

/** Uses the ticket (once, atomically: two requests racing with it, one wins); the session token's hash, or null. */
export async function redeemStreamTicket(db: Db, ticket: string): Promise<string | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.tokenHash, sha256(ticket)),
        eq(authTokens.kind, 'stream_ticket'),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .returning({ sessionHash: authTokens.payload });
  return row?.sessionHash ?? null;
}

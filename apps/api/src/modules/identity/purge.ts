import { and, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { registerHousekeeping } from '../../kernel/housekeeping';
import { users } from '../users';
import { authTokens, loginThrottle, sessions } from './tables';

const BIDI_CONTROLS = '[\u202A-\u202E\u2066-\u2069]';
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const count = (rows: unknown[]) => rows.length;

/**
 * Identity's share of the hourly housekeeping (kernel/housekeeping.ts). Sessions stay 90
 * days past their end because the users list shows each user's last sign-in from them.
 */
const identityHousekeeping: Record<string, (db: Db) => Promise<number>> = {
  sessions: async (db) => {
    const old = daysAgo(90);
    return count(
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, old), lt(sessions.revokedAt, old)))
        .returning({ id: sessions.id }),
    );
  },
  authTokens: async (db) =>
    count(
      await db
        .delete(authTokens)
        .where(or(lt(authTokens.expiresAt, daysAgo(1)), lt(authTokens.usedAt, daysAgo(1))))
        .returning({ id: authTokens.id }),
    ),
  loginThrottle: async (db) =>
    count(
      await db
        .delete(loginThrottle)
        .where(
          and(
            lt(loginThrottle.updatedAt, daysAgo(1)),
            or(isNull(loginThrottle.blockedUntil), lt(loginThrottle.blockedUntil, sql`now()`)),
          ),
        )
        .returning({ key: loginThrottle.key }),
    ),
  // Names stored before overrides were refused lose them (display spoofing, issue 17.8).
  names: async (db) =>
    count(
      await db
        .update(users)
        .set({ fullName: sql`regexp_replace(${users.fullName}, ${BIDI_CONTROLS}, '', 'g')` })
        .where(sql`${users.fullName} ~ ${BIDI_CONTROLS}`)
        .returning({ id: users.id }),
    ),
};

for (const [name, task] of Object.entries(identityHousekeeping)) registerHousekeeping(name, task);

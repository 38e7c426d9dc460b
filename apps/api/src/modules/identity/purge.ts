import { and, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { purgeReportRuns } from '../../kernel/report-runs';
import type { Deps } from '../../kernel/types';
import { housekeepingTasks } from '../../kernel/housekeeping';
import { users } from '../users';
import { authTokens, loginThrottle, sessions } from './tables';

const BIDI_CONTROLS = '[\u202A-\u202E\u2066-\u2069]';
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

/**
 * Deletes what can no longer be used. Sessions stay 90 days past their end because the
 * users list shows each user's last sign-in from them. Idempotent: every replica may run it.
 */
export async function purgeExpired(deps: Deps): Promise<Record<string, number>> {
  const { db } = deps;
  const old = daysAgo(90);
  const deleted = (rows: unknown[]) => rows.length;
  const counts = {
    sessions: deleted(
      await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, old), lt(sessions.revokedAt, old)))
        .returning({ id: sessions.id }),
    ),
    authTokens: deleted(
      await db
        .delete(authTokens)
        .where(or(lt(authTokens.expiresAt, daysAgo(1)), lt(authTokens.usedAt, daysAgo(1))))
        .returning({ id: authTokens.id }),
    ),
    loginThrottle: deleted(
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
    reportRuns: await purgeReportRuns(db),
    // Names stored before overrides were refused lose them (display spoofing, issue 17.8).
    names: deleted(
      await db
        .update(users)
        .set({ fullName: sql`regexp_replace(${users.fullName}, ${BIDI_CONTROLS}, '', 'g')` })
        .where(sql`${users.fullName} ~ ${BIDI_CONTROLS}`)
        .returning({ id: users.id }),
    ),
  };
  // What other modules registered: mail's old outbox, the imports' stale files, ...
  const registered: Record<string, number> = {};
  for (const [name, task] of housekeepingTasks()) registered[name] = await task(db);
  return { ...counts, ...registered };
}

const EVERY_MS = 3_600_000;

/** First run a minute after start (not in the way of start-up), then hourly. */
export function schedulePurge(app: FastifyInstance) {
  let timer: NodeJS.Timeout | null = null;
  const run = async () => {
    try {
      const counts = await purgeExpired(app.deps);
      app.log.debug({ purged: counts }, 'purged expired sessions, tokens and mail');
    } catch (err) {
      app.log.warn({ err }, 'purge of expired rows failed; retried in an hour');
    }
    timer = setTimeout(() => void run(), EVERY_MS).unref();
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(() => void run(), 60_000).unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
  });
}

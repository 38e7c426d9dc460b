import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { AppError } from '../../kernel/errors';
import type { Deps } from '../../kernel/types';
import { loginThrottle } from './tables';
import { sha256 } from './secrets';

/**
 * Sign-in throttle, one for every replica (the counts live in PostgreSQL).
 *
 * Each attempt is counted *before* the password is checked, in one atomic upsert, so ten
 * parallel guesses are ten counts. After `free` failures, every further attempt must wait
 * a delay that doubles (1 s, 2 s, 4 s … capped); a success forgives the attempt. Keys are
 * the (address, client) pair and the client alone: a stranger guessing from elsewhere
 * never slows the owner down (no lockout), and the key never depends on whether the
 * address exists, so an unknown address behaves and answers exactly like a known one.
 */

const WINDOW = sql`interval '1 hour'`;

export interface ThrottleKey {
  key: string;
  free: number;
}

export function throttleKeys(
  deps: Deps,
  email: string,
  ip: string | null | undefined,
): ThrottleKey[] {
  const { freeFailures, perClientFailures } = deps.config.loginThrottle;
  const client = ip || 'unknown';
  return [
    { key: `client:${sha256(client)}`, free: perClientFailures },
    { key: `pair:${sha256(`${email.toLowerCase()}\n${client}`)}`, free: freeFailures },
  ];
}

/** Counts one attempt; refuses (429 + Retry-After) while the key waits out its delay. */
async function reserve(db: Db, { key, free }: ThrottleKey, maxDelaySeconds: number) {
  const t = loginThrottle;
  // Failures older than the window start over.
  const next = sql`(case when ${t.updatedAt} < now() - ${WINDOW} then 1 else ${t.failures} + 1 end)`;
  const rows = await db
    .insert(t)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: next,
        blockedUntil: sql`case when ${next} >= ${free}
          then now() + make_interval(secs => least(power(2, ${next} - ${free}), ${maxDelaySeconds}))
          else null end`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${t.blockedUntil} is null or ${t.blockedUntil} <= now()`,
    })
    .returning({ failures: t.failures });
  if (rows.length) return;
  const [row] = await db.select({ until: t.blockedUntil }).from(t).where(eq(t.key, key));
  const seconds = Math.max(
    1,
    Math.ceil(((row?.until?.getTime() ?? Date.now()) - Date.now()) / 1000),
  );
  throw new AppError(
    429,
    'rate_limited',
    `Too many failed sign-ins; try again in ${seconds} s`,
    undefined,
    {
      'retry-after': String(seconds),
    },
  );
}

export async function reserveSignInAttempt(deps: Deps, keys: ThrottleKey[]) {
  for (const key of keys) await reserve(deps.db, key, deps.config.loginThrottle.maxDelaySeconds);
}

/** The password was right: the pair starts over and the client's count takes the attempt back. */
export async function forgiveSignInAttempt(deps: Deps, keys: ThrottleKey[]) {
  const t = loginThrottle;
  for (const { key } of keys) {
    if (key.startsWith('pair:')) await deps.db.delete(t).where(eq(t.key, key));
    else
      await deps.db
        .update(t)
        .set({ failures: sql`greatest(${t.failures} - 1, 0)` })
        .where(eq(t.key, key));
  }
}

import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { jobs } from './db/kernel-tables';
import { registerRecurring } from './schedule';

/**
 * Deletes what a module no longer needs (expired sessions, old mail, stale import files).
 * Each module registers its own task at its door, and the kernel runs them all hourly as one
 * recurring job (kernel/schedule.ts), so no module runs another's housekeeping.
 * A task returns how many rows went; each must be idempotent (any replica may run it).
 */
export type HousekeepingTask = (db: Db) => Promise<number>;

const tasks = new Map<string, HousekeepingTask>();

export function registerHousekeeping(name: string, task: HousekeepingTask) {
  tasks.set(name, task);
}

/** Runs every registered task; what each deleted, by name. */
export async function runHousekeeping(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, task] of tasks) counts[name] = await task(db);
  return counts;
}

export const HOUSEKEEPING_JOB = 'platform.housekeeping';
registerRecurring(HOUSEKEEPING_JOB, (ctx) => runHousekeeping(ctx.db), { everyMs: 3_600_000 });

// The housekeeping's own past occurrences, a day after they ran.
registerHousekeeping('platformJobs', async (db) => {
  const gone = await db
    .delete(jobs)
    .where(
      and(
        isNull(jobs.tenantId),
        inArray(jobs.state, ['done', 'failed']),
        lt(jobs.createdAt, sql`now() - interval '1 day'`),
      ),
    )
    .returning({ id: jobs.id });
  return gone.length;
});

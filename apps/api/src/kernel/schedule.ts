import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { jobs } from './db/kernel-tables';
import { registerJobHandler, wakeJobWorkers, type JobContext, type JobLane } from './jobs';

/**
 * Recurring platform work (housekeeping) on the same queue as every other job, so there is
 * one scheduler and no stray timers: each occurrence is a job without a tenant, run by
 * exactly one replica. Before its work, an occurrence queues the next one; the unique index
 * `jobs_recurring_queued_idx` keeps one queued occurrence per kind, whichever replica
 * (or restart) schedules it first. A failed occurrence is not retried: the next one comes.
 */
export type RecurringTask = (ctx: JobContext) => Promise<unknown>;

const recurring = new Map<string, { everyMs: number; firstAfterMs: number }>();

export function registerRecurring(
  kind: string,
  task: RecurringTask,
  options: { everyMs: number; firstAfterMs?: number; lane?: JobLane },
) {
  recurring.set(kind, { everyMs: options.everyMs, firstAfterMs: options.firstAfterMs ?? 60_000 });
  registerJobHandler(
    kind,
    async (_job, ctx) => {
      await queueOccurrence(ctx.db, kind, options.everyMs);
      return task(ctx);
    },
    options.lane ?? 'bulk',
  );
}

async function queueOccurrence(db: Db, kind: string, afterMs: number) {
  await db
    .insert(jobs)
    .values({
      tenantId: null,
      kind,
      maxAttempts: 1,
      runAfter: sql`now() + ${afterMs} * interval '1 millisecond'`,
    })
    .onConflictDoNothing();
}

/** At start-up (every replica): each recurring kind has its next occurrence queued. */
export async function scheduleRecurring(db: Db) {
  for (const [kind, { firstAfterMs }] of recurring) {
    await queueOccurrence(db, kind, firstAfterMs);
    if (firstAfterMs === 0) wakeJobWorkers(kind);
  }
}

import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { errorReason } from './errors';
import { jobs } from './db/kernel-tables';
import {
  jobHandler,
  jobSignals,
  registeredJobKinds,
  type JobLane,
  type JobRow,
  type TenantJob,
} from './jobs';
import type { Deps } from './types';

export interface JobWorkerOptions {
  /** How often to look for work when nothing woke the worker. */
  pollMs?: number;
  /** A job whose runner stops renewing for this long is taken again by another replica. */
  leaseMs?: number;
  /** Jobs run at once by this worker. */
  concurrency?: number;
  /** The kinds it runs: those registered in this lane (kernel/jobs.ts). */
  lane?: JobLane;
}

export interface JobWorker {
  readonly id: string;
  /** Stops claiming, lets running jobs finish for up to graceMs, then releases the rest to other replicas. */
  stop(graceMs?: number): Promise<void>;
}

// Times come from the database's clock so replicas with skewed clocks agree on leases.
const leaseEnd = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** Runs registered job kinds: claims one job at a time per free slot, exactly one replica per job. */
export function startJobWorker(deps: Deps, options: JobWorkerOptions = {}): JobWorker {
  const { pollMs = 1000, leaseMs = 30_000, concurrency = 2, lane = 'bulk' } = options;
  const id = `${os.hostname()}:${process.pid}:${lane}:${randomUUID().slice(0, 8)}`;
  const db = deps.db;
  const active = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let stopping = false;
  // A wake while the loop is busy claiming would be lost (nobody is sleeping yet): it is
  // remembered, and the loop looks again instead of sleeping a whole poll interval.
  let woken = false;
  let wake: () => void = () => {};
  const nudge = () => {
    woken = true;
    wake();
  };
  const onEnqueue = (kind: string) => {
    if (registeredJobKinds(lane).includes(kind)) nudge();
  };
  jobSignals.on('enqueued', onEnqueue);

  const mine = (jobId: string) =>
    and(eq(jobs.id, jobId), eq(jobs.lockedBy, id), eq(jobs.state, 'running'));

  async function claim(kinds: string[]): Promise<JobRow | null> {
    const due = or(
      and(eq(jobs.state, 'queued'), sql`${jobs.runAfter} <= now()`),
      // Its runner died (no heartbeat): take it again.
      and(eq(jobs.state, 'running'), sql`${jobs.leaseUntil} < now()`),
    );
    const next = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.kind, kinds), due))
      .orderBy(asc(jobs.runAfter), asc(jobs.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(jobs)
      .set({
        state: 'running',
        lockedBy: id,
        leaseUntil: leaseEnd(leaseMs),
        attempts: sql`${jobs.attempts} + 1`,
        startedAt: sql`coalesce(${jobs.startedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(inArray(jobs.id, next))
      .returning();
    return row ?? null;
  }

  async function finish(
    job: JobRow,
    outcome: { result: unknown } | { error: Error },
    aborted: boolean,
  ) {
    if ('result' in outcome) {
      await db
        .update(jobs)
        .set({
          state: 'done',
          result: outcome.result ?? null,
          error: null,
          lockedBy: null,
          leaseUntil: null,
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(mine(job.id));
      return;
    }
    if (aborted) return; // released by stop() or already taken by another replica
    const message = (errorReason(outcome.error) || String(outcome.error)).slice(0, 2000);
    const retry = job.attempts < job.maxAttempts;
    deps.log.warn(
      { jobId: job.id, kind: job.kind, attempt: job.attempts, err: outcome.error },
      'job failed',
    );
    await db
      .update(jobs)
      .set(
        retry
          ? {
              state: 'queued',
              error: message,
              lockedBy: null,
              leaseUntil: null,
              runAfter: leaseEnd(1000 * job.attempts ** 2),
              updatedAt: sql`now()`,
            }
          : {
              state: 'failed',
              error: message,
              lockedBy: null,
              leaseUntil: null,
              finishedAt: sql`now()`,
              updatedAt: sql`now()`,
            },
      )
      .where(mine(job.id));
  }

  async function run(job: JobRow, controller: AbortController) {
    const handler = jobHandler(job.kind)!;
    const renew = async () => {
      const held = await db
        .update(jobs)
        .set({ leaseUntil: leaseEnd(leaseMs), updatedAt: sql`now()` })
        .where(mine(job.id))
        .returning({ id: jobs.id });
      if (!held.length) controller.abort(new Error('lease lost'));
    };
    const heartbeat = setInterval(
      () => void renew().catch((err) => deps.log.warn({ err }, 'job heartbeat failed')),
      leaseMs / 3,
    );
    const ctx = {
      deps,
      db,
      signal: controller.signal,
      async progress(done: number, total?: number | null) {
        const set =
          total === undefined
            ? { progressDone: done }
            : { progressDone: done, progressTotal: total };
        await db
          .update(jobs)
          .set({ ...set, leaseUntil: leaseEnd(leaseMs), updatedAt: sql`now()` })
          .where(mine(job.id));
      },
    };
    let outcome: { result: unknown } | { error: Error };
    try {
      // A job without a tenant is a platform job, whose handler (kernel/schedule.ts) reads no tenant.
      outcome = { result: await handler(job as TenantJob, ctx) };
    } catch (error) {
      outcome = { error: error instanceof Error ? error : new Error(String(error)) };
    }
    clearInterval(heartbeat);
    await finish(job, outcome, controller.signal.aborted).catch((err) =>
      deps.log.error({ err, jobId: job.id }, 'could not store job outcome'),
    );
    jobSignals.emit('finished', job.id);
  }

  async function loop() {
    while (!stopping) {
      woken = false;
      const kinds = registeredJobKinds(lane);
      let claimed: JobRow | null = null;
      if (kinds.length && active.size < concurrency) {
        claimed = await claim(kinds).catch((err) => {
          deps.log.warn({ err }, 'job claim failed');
          return null;
        });
      }
      if (claimed && claimed.attempts > claimed.maxAttempts) {
        await db
          .update(jobs)
          .set({
            state: 'failed',
            error: 'The process running this job stopped too many times',
            lockedBy: null,
            leaseUntil: null,
            finishedAt: sql`now()`,
          })
          .where(mine(claimed.id));
        continue;
      }
      if (claimed) {
        const job = claimed;
        const controller = new AbortController();
        const done = run(job, controller).finally(() => {
          active.delete(job.id);
          nudge();
        });
        active.set(job.id, { controller, done });
        continue;
      }
      if (woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = () => {};
    }
  }
  const looping = loop();

  return {
    id,
    async stop(graceMs = 10_000) {
      stopping = true;
      jobSignals.off('enqueued', onEnqueue);
      nudge();
      await looping;
      const all = Promise.all([...active.values()].map((a) => a.done));
      const inTime = await Promise.race([
        all.then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), graceMs).unref()),
      ]);
      if (inTime) return;
      // Not finished in time: hand them back so another replica takes them now, not at lease end.
      for (const a of active.values()) a.controller.abort(new Error('shutting down'));
      await db
        .update(jobs)
        .set({
          state: 'queued',
          lockedBy: null,
          leaseUntil: null,
          attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(jobs.lockedBy, id), eq(jobs.state, 'running')));
    },
  };
}

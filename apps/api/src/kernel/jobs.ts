import { afterCommit } from './db/transaction';
import { EventEmitter } from 'node:events';
import { and, eq } from 'drizzle-orm';
import type { Job as JobView } from '@sp/contracts/api';
import type { Db, Tx } from './db/client';
import { jobs } from './db/kernel-tables';
import type { Deps } from './types';

/**
 * Long work (imports, label batches, reports) as rows of `jobs`: any replica may enqueue,
 * exactly one runs each job (kernel/job-worker.ts claims with FOR UPDATE SKIP LOCKED and
 * holds a lease it renews), and a page polls GET /api/jobs/:id for progress.
 */
export type JobRow = typeof jobs.$inferSelect;
/** A tenant's job, as handlers see it. Platform jobs (kernel/schedule.ts) have no tenant; their handlers never read it. */
export type TenantJob = JobRow & { tenantId: string };

export interface JobContext {
  deps: Deps;
  db: Db;
  /** Aborted when the lease is lost or the process shuts down: stop soon, the job runs again elsewhere. */
  signal: AbortSignal;
  /** Stored at once (and renews the lease): what a polling page shows. */
  progress(done: number, total?: number | null): Promise<void>;
}

/** Returns the job's result (stored as JSON); throwing retries it up to maxAttempts. */
export type JobHandler = (job: TenantJob, ctx: JobContext) => Promise<unknown>;

/**
 * Each process runs a worker per lane, so a report someone waits for on screen never
 * queues behind an hour of imports: `bulk` (imports, label batches) and `quick` (reports).
 */
export type JobLane = 'bulk' | 'quick';
export const JOB_LANES: JobLane[] = ['bulk', 'quick'];

const handlers = new Map<string, { handler: JobHandler; lane: JobLane }>();
/** Local workers wake at once on an enqueue in this process (others poll). */
export const jobSignals = new EventEmitter();
jobSignals.setMaxListeners(0);

/** One handler per kind, registered at module load (e.g. in the module's index.ts). */
export function registerJobHandler(kind: string, handler: JobHandler, lane: JobLane = 'bulk') {
  handlers.set(kind, { handler, lane });
}
export const jobHandler = (kind: string) => handlers.get(kind)?.handler;
export const registeredJobKinds = (lane: JobLane = 'bulk') =>
  [...handlers].filter(([, h]) => h.lane === lane).map(([kind]) => kind);

export interface EnqueueJob {
  tenantId: string;
  kind: string;
  payload?: unknown;
  /** The user who asked; agents may only poll their own jobs. */
  createdBy?: string | null;
  maxAttempts?: number;
  runAfter?: Date;
}

/**
 * Wakes this process's workers for `kind`. A job enqueued inside a transaction is not
 * visible until the commit: call this after it, or the worker looks too early, finds
 * nothing and sleeps a whole poll interval (a second, on every import phase).
 */
export const wakeJobWorkers = (kind: string) => jobSignals.emit('enqueued', kind);

/** Stores the job (inside the caller's transaction when given one: then wake the workers after the commit) and wakes local workers. */
export async function enqueueJob(db: Db | Tx, input: EnqueueJob): Promise<TenantJob> {
  const [row] = await db
    .insert(jobs)
    .values({
      tenantId: input.tenantId,
      kind: input.kind,
      payload: input.payload ?? {},
      createdBy: input.createdBy ?? null,
      maxAttempts: input.maxAttempts ?? 3,
      ...(input.runAfter ? { runAfter: input.runAfter } : {}),
    })
    .returning();
  afterCommit(db, () => void setImmediate(() => wakeJobWorkers(input.kind)));
  return row as TenantJob;
}

/** Scoped by tenant: another tenant's job is not found. */
export async function getJob(db: Db | Tx, tenantId: string, id: string): Promise<TenantJob | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, id)));
  return (row as TenantJob | undefined) ?? null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The wire shape (jobSchema in @sp/contracts/api). */
export const toJobView = (row: JobRow): JobView => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  progress: { done: row.progressDone, total: row.progressTotal },
  result: row.result ?? null,
  error: row.error,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  startedAt: iso(row.startedAt),
  finishedAt: iso(row.finishedAt),
});

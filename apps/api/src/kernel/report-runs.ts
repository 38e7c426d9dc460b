import { and, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from './db/client';
import { jobs } from './db/kernel-tables';
import { registerHousekeeping } from './housekeeping';
import {
  enqueueJob,
  getJob,
  jobSignals,
  registeredJobKinds,
  registerJobHandler,
  toJobView,
  type JobRow,
  type TenantJob,
} from './jobs';
import type { Caller, Deps } from './types';

/**
 * Reports as jobs (issue 9.3(d)): a page POSTs its filters to `.../runs`, the report is a
 * row of `jobs` in the quick lane that exactly one replica builds, and the request waits a
 * moment for it. A small report answers 200 with the finished job (its result is the
 * report), a long one 202 with the job to poll at GET /api/jobs/:id; either way the work
 * survives the replica that took the request.
 */
const TERMINAL = new Set<JobRow['state']>(['done', 'failed']);
/** Cross-replica finishes are seen by polling this often; local ones wake the wait at once. */
const POLL_MS = 100;

/** Registers how a kind of report is built from the payload its route stored, for the job's tenant. */
export function registerReport<P>(
  kind: string,
  build: (db: Db, tenantId: string, payload: P) => Promise<unknown>,
) {
  registerJobHandler(kind, (job, ctx) => build(ctx.db, job.tenantId, job.payload as P), 'quick');
}

/** The job as it stands once it has finished or `waitMs` has passed. */
export async function waitForJob(db: Db, job: TenantJob, waitMs: number): Promise<TenantJob> {
  const deadline = Date.now() + waitMs;
  let row = job;
  while (!TERMINAL.has(row.state) && Date.now() < deadline) {
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        jobSignals.off('finished', onFinished);
        resolve();
      };
      const onFinished = (id: string) => id === job.id && done();
      const timer = setTimeout(done, Math.min(POLL_MS, deadline - Date.now()));
      jobSignals.on('finished', onFinished);
    });
    row = (await getJob(db, job.tenantId, job.id)) ?? row;
  }
  return row;
}

/**
 * Queues the caller's report (`payload`: what the builder needs besides the tenant, checked
 * by the route beforehand) and waits up to REPORT_WAIT_MS for it: the reply is 200 with the
 * finished job (done or failed), else 202 with the job to poll.
 */
export async function runReport(
  deps: Deps,
  caller: Pick<Caller, 'tenant' | 'user'>,
  kind: string,
  payload: unknown,
  reply: FastifyReply,
) {
  // Two attempts: a replica that dies mid-report hands it to another; a report that throws twice is failed.
  const queued = await enqueueJob(deps.db, {
    tenantId: caller.tenant.id,
    kind,
    payload,
    createdBy: caller.user.id,
    maxAttempts: 2,
  });
  const row = await waitForJob(deps.db, queued, deps.config.reportWaitMs);
  return reply.code(TERMINAL.has(row.state) ? 200 : 202).send(toJobView(row));
}

/** A report run is read once, by the page that asked: the hourly housekeeping drops those finished a day ago. */
async function purgeReportRuns(db: Db) {
  const kinds = registeredJobKinds('quick');
  if (!kinds.length) return 0;
  const gone = await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.kind, kinds),
        inArray(jobs.state, ['done', 'failed']),
        lt(jobs.createdAt, sql`now() - interval '1 day'`),
      ),
    )
    .returning({ id: jobs.id });
  return gone.length;
}

registerHousekeeping('reportRuns', purgeReportRuns);

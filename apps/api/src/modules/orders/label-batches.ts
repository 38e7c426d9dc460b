import { randomUUID } from 'node:crypto';
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { LabelBatch } from '@sp/contracts/api';
import { jobs } from '../../kernel/db/kernel-tables';
import { AppError, notFound } from '../../kernel/errors';
import {
  enqueueJob,
  toJobView,
  wakeJobWorkers,
  type JobContext,
  type JobRow,
} from '../../kernel/jobs';
import type { Deps } from '../../kernel/types';
import type { LabelFormat } from './label-pdf';
import { labelsPdf } from './label-pdf';
import { labelsOf } from './labels';
import type { OrderActor } from './pricing';
import { recordLabelsPrinted } from './service';
import { labelBatches } from './tables';

export const LABEL_BATCH_JOB = 'labels.batch';
/** A batch's PDF is kept this long for its creator to download again. */
const KEPT_DAYS = 7;
/** Progress is stored every this many labels (each is a write the page then polls). */
const PROGRESS_EVERY = 50;

const batchColumns = {
  id: labelBatches.id,
  format: labelBatches.format,
  count: sql<number>`jsonb_array_length(${labelBatches.orderIds})`.mapWith(Number),
  createdAt: labelBatches.createdAt,
};
const toView = (
  b: { id: string; format: LabelFormat; count: number; createdAt: Date },
  job: JobRow,
): LabelBatch => ({
  id: b.id,
  format: b.format,
  count: b.count,
  createdAt: b.createdAt.toISOString(),
  job: toJobView(job),
});

/**
 * Queues a selection's labels as a background job (any replica runs it) and answers at
 * once; the selection is checked now, so a wrong id is a 404 before anything is queued.
 */
export async function startLabelBatch(
  deps: Deps,
  actor: OrderActor & { userId: string },
  orderIds: string[],
  format: LabelFormat,
): Promise<LabelBatch> {
  const ids = [...new Set(orderIds)];
  await labelsOf(deps.db, actor, ids);
  const id = randomUUID();
  const view = await deps.db.transaction(async (tx) => {
    await tx
      .delete(labelBatches)
      .where(
        and(
          eq(labelBatches.tenantId, actor.tenantId),
          lt(labelBatches.createdAt, sql`now() - make_interval(days => ${KEPT_DAYS})`),
        ),
      );
    const job = await enqueueJob(tx, {
      tenantId: actor.tenantId,
      kind: LABEL_BATCH_JOB,
      payload: { batchId: id },
      createdBy: actor.userId,
    });
    const [row] = await tx
      .insert(labelBatches)
      .values({
        id,
        tenantId: actor.tenantId,
        createdBy: actor.userId,
        jobId: job.id,
        format,
        orderIds: ids,
        storeIds: actor.storeIds,
      })
      .returning(batchColumns);
    return toView(row!, job);
  });
  wakeJobWorkers(LABEL_BATCH_JOB);
  return view;
}

/**
 * Draws the batch's PDF, then stores it and marks its orders printed in one transaction,
 * once: a run that finds the batch printed (its runner died after committing) does nothing.
 */
export async function labelBatchJob(job: JobRow, ctx: JobContext) {
  const { batchId } = job.payload as { batchId: string };
  const [batch] = await ctx.db
    .select({
      tenantId: labelBatches.tenantId,
      createdBy: labelBatches.createdBy,
      format: labelBatches.format,
      orderIds: labelBatches.orderIds,
      storeIds: labelBatches.storeIds,
      printedAt: labelBatches.printedAt,
    })
    .from(labelBatches)
    .where(eq(labelBatches.id, batchId));
  if (!batch || batch.printedAt) return { skipped: true };
  const actor: OrderActor = {
    tenantId: batch.tenantId,
    userId: batch.createdBy,
    storeIds: batch.storeIds,
  };
  const labels = await labelsOf(ctx.db, actor, batch.orderIds);
  const total = labels.length;
  await ctx.progress(0, total);
  const pdf = await labelsPdf(labels, batch.format, async (drawn) => {
    if (ctx.signal.aborted) throw ctx.signal.reason;
    if (drawn % PROGRESS_EVERY === 0 || drawn === total) await ctx.progress(drawn, total);
  });
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ printedAt: labelBatches.printedAt })
      .from(labelBatches)
      .where(eq(labelBatches.id, batchId))
      .for('update');
    if (!locked || locked.printedAt) return;
    await tx
      .update(labelBatches)
      .set({ pdf, printedAt: new Date() })
      .where(eq(labelBatches.id, batchId));
    await recordLabelsPrinted(
      tx,
      actor,
      labels.map((l) => l.row.order),
      batch.format,
    );
  });
  return { batchId, labels: total };
}

/** The caller's own batches with their jobs: a batch belongs to its creator alone. */
const ownBatches = (deps: Deps, actor: OrderActor & { userId: string }, ...more: SQL[]) =>
  deps.db
    .select({ batch: batchColumns, job: jobs, printedAt: labelBatches.printedAt })
    .from(labelBatches)
    .innerJoin(jobs, eq(jobs.id, labelBatches.jobId))
    .where(
      and(
        eq(labelBatches.tenantId, actor.tenantId),
        eq(labelBatches.createdBy, actor.userId),
        ...more,
      ),
    );

/** Newest first: what the labels page offers to download again. */
export async function recentLabelBatches(
  deps: Deps,
  actor: OrderActor & { userId: string },
  limit = 10,
) {
  const rows = await ownBatches(deps, actor).orderBy(desc(labelBatches.createdAt)).limit(limit);
  return { items: rows.map((r) => toView(r.batch, r.job)) };
}

async function ownBatch(deps: Deps, actor: OrderActor & { userId: string }, id: string) {
  const [row] = await ownBatches(deps, actor, eq(labelBatches.id, id));
  if (!row) throw notFound('Label batch');
  return row;
}

export async function getLabelBatch(
  deps: Deps,
  actor: OrderActor & { userId: string },
  id: string,
) {
  const row = await ownBatch(deps, actor, id);
  return toView(row.batch, row.job);
}

/** The PDF once the job has stored it; a 409 until then. */
export async function labelBatchPdf(
  deps: Deps,
  actor: OrderActor & { userId: string },
  id: string,
) {
  const row = await ownBatch(deps, actor, id);
  if (!row.printedAt)
    throw new AppError(409, 'label_batch_not_ready', 'The labels are still being prepared');
  const { rows } = await deps.db.execute<{ pdf: string }>(
    sql`select encode(pdf, 'base64') as pdf from ${labelBatches} where id = ${id}`,
  );
  return Buffer.from(rows[0]!.pdf, 'base64');
}

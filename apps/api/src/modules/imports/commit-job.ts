import { eq, sql } from 'drizzle-orm';
import { importKindSubject } from '@sp/contracts/api';
import { errorReason } from '../../kernel/errors';
import type { JobContext, JobRow } from '../../kernel/jobs';
import { recordAudit } from '../audit';
import { kindAdapter } from './kinds';
import { updateImport } from './repository';
import { purgeStoredRows, rowsToStore } from './staging';
import { importFiles, imports } from './tables';

/** A commit of this many rows or more has the kind's tables analysed after it (`grows`). */
const ANALYSE_FROM_ROWS = 1000;

/**
 * Stores every new/update row in ONE transaction: a failure, a lost lease or a killed
 * process stores nothing, and the job (run again by the kernel) starts over.
 */
export async function commitJob(job: JobRow, ctx: JobContext) {
  const { importId, tenantSlug = '' } = job.payload as { importId: string; tenantSlug?: string };
  const [imp] = await ctx.db.select().from(imports).where(eq(imports.id, importId));
  if (!imp || imp.status !== 'committing' || imp.jobId !== job.id) return { skipped: true };
  const kind = kindAdapter(imp.kind)!;
  const total = imp.counts.new + imp.counts.update;
  let committed = false;
  // Writes the kind sent and did not await (CommitContext.defer), and the first of them to
  // fail: the reason given, not the "transaction is aborted" of the statements after it.
  const deferred: Promise<void>[] = [];
  let firstFailure: unknown;
  const defer = (writes: Promise<void>) => {
    writes.catch((error) => (firstFailure ??= error));
    deferred.push(writes);
  };
  try {
    committed = await ctx.db.transaction(async (tx) => {
      // Held for the whole commit: a second runner of the same import waits, then sees it committed.
      const [locked] = await tx
        .select({ status: imports.status })
        .from(imports)
        .where(eq(imports.id, imp.id))
        .for('update');
      if (locked?.status !== 'committing') return false;
      let stored = 0;
      const state = await kind.prepareCommit?.(tx, imp);
      // The next page is asked for before this one is priced and written: PostgreSQL reads
      // it while the API prices (the connection runs the statements in the order sent).
      const pages = rowsToStore(tx, imp.id);
      let next = pages.next();
      next.catch(() => {}); // awaited below; a failure before then rolls back anyway
      for (;;) {
        const page = await next;
        if (page.done) break;
        const chunk = page.value;
        next = pages.next();
        next.catch(() => {});
        if (ctx.signal.aborted) throw ctx.signal.reason;
        await kind.commit(chunk, { tx, imp, userId: imp.createdBy, tenantSlug, state, defer });
        stored += chunk.length;
        // Not awaited: on PGlite the progress write waits for this transaction's end.
        void ctx.progress(stored, total).catch(() => {});
      }
      await Promise.all(deferred);
      const { total: rows, records: _records, ...counts } = imp.counts;
      await recordAudit(
        tx,
        { tenantId: imp.tenantId, userId: imp.createdBy },
        {
          action: 'import',
          recordType: importKindSubject[imp.kind],
          recordId: imp.id,
          before: null,
          // `rows`, not `total`: in the audit log a total is an amount (an order's, a purchase's).
          after: {
            file: imp.fileName,
            kind: imp.kind,
            rows,
            ...counts,
            skippedErrors: imp.skipErrors ? counts.error : 0,
          },
        },
      );
      await tx
        .update(imports)
        .set({ status: 'committed', phase: null, committedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(imports.id, imp.id));
      await tx.delete(importFiles).where(eq(importFiles.importId, imp.id));
      return true;
    });
  } catch (caught) {
    // A statement sent early may have failed first: its error says why, not the later ones'.
    await Promise.allSettled(deferred);
    const error = firstFailure ?? caught;
    if (ctx.signal.aborted) throw error;
    ctx.deps.log.warn({ err: error, importId }, 'import commit failed');
    await updateImport(ctx.db, imp.id, {
      status: 'ready',
      phase: null,
      errorCode: 'import_commit_failed',
      errorMessage: `Nothing was stored: ${errorReason(error)}`.slice(0, 500),
    });
  }
  // Housekeeping once the import is committed (and shown so): a failure here loses nothing.
  if (committed) {
    await purgeStoredRows(ctx.db, imp.id, ctx.signal).catch((error) =>
      ctx.deps.log.warn({ err: error, importId }, 'staged rows not purged'),
    );
    if (total >= ANALYSE_FROM_ROWS && kind.grows?.length)
      await ctx.db
        .execute(sql`analyze ${sql.join(kind.grows, sql`, `)}`)
        .catch((error) => ctx.deps.log.warn({ err: error, importId }, 'tables not analysed'));
  }
  return { importId };
}

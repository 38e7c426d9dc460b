import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { importLimits } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { jobs } from '../../kernel/db/kernel-tables';
import { purgeStoredRows } from './staging';
import { importFiles, imports } from './tables';

/**
 * Files analysed but never committed would keep their bytes and staged rows for ever: after
 * `importLimits.keptDays` an import still ready is failed as `import_expired` (a commit then
 * answers 409), and its file and staged rows go; the rows in error stay for its error file,
 * as a committed import's do. Run by the hourly housekeeping (kernel/housekeeping.ts), on one replica at a time:
 * the status moves in one statement, and dropping rows twice is harmless. Returns how many it swept.
 */
export async function expireStaleImports(db: Db) {
  await endAbandonedImports(db);
  const stale = and(
    inArray(imports.status, ['ready', 'failed']),
    lt(imports.createdAt, sql`now() - make_interval(days => ${importLimits.keptDays})`),
    // Still holding its file: an import swept before (or committed) is not looked at again.
    sql`exists (select 1 from ${importFiles} f where f.import_id = ${imports.id})`,
  );
  await db
    .update(imports)
    .set({
      status: 'failed',
      phase: null,
      errorCode: 'import_expired',
      errorMessage: `Not committed within ${importLimits.keptDays} days`,
      updatedAt: new Date(),
    })
    .where(and(stale, eq(imports.status, 'ready')));
  // Those just expired and those that failed on their own, each once.
  const swept = await db.select({ id: imports.id }).from(imports).where(stale);
  for (const { id } of swept) {
    await purgeStoredRows(db, id);
    await db.delete(importFiles).where(eq(importFiles.importId, id));
  }
  return swept.length;
}

/**
 * An import whose job gave up (failed its attempts, or its process stopped too many times)
 * without ending the import: an analysis ends failed with the job's reason; a commit, which
 * stored nothing (one transaction), is ready again with import_commit_failed as a failed
 * commit is. Without this, the wizard would poll "analysing" for ever.
 */
export async function endAbandonedImports(db: Db) {
  const gaveUp = (status: 'analysing' | 'committing') =>
    and(
      eq(imports.status, status),
      sql`not exists (select 1 from ${jobs} j where j.id = ${imports.jobId} and j.state in ('queued', 'running'))`,
    );
  const reason = sql`left(coalesce((select j.error from ${jobs} j where j.id = ${imports.jobId}), 'the job stopped'), 400)`;
  await db
    .update(imports)
    .set({
      status: 'failed',
      phase: null,
      errorCode: 'import_analysis_failed',
      errorMessage: sql`'The file could not be analysed: ' || ${reason}`,
      updatedAt: new Date(),
    })
    .where(gaveUp('analysing'));
  await db
    .update(imports)
    .set({
      status: 'ready',
      phase: null,
      errorCode: 'import_commit_failed',
      errorMessage: sql`'Nothing was stored: ' || ${reason}`,
      updatedAt: new Date(),
    })
    .where(gaveUp('committing'));
}

import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { importLimits } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { purgeStoredRows } from './staging';
import { importFiles, imports } from './tables';

/**
 * Files analysed but never committed would keep their bytes and staged rows for ever: after
 * `importLimits.keptDays` an import still ready is failed as `import_expired` (a commit then
 * answers 409), and its file and staged rows go; the rows in error stay for its error file,
 * as a committed import's do. Run by the hourly purge (identity/purge.ts) on every replica:
 * the status moves in one statement, and dropping rows twice is harmless. Returns how many it swept.
 */
export async function expireStaleImports(db: Db) {
  const stale = and(
    inArray(imports.status, ['ready', 'failed']),
    lt(imports.createdAt, sql`now() - make_interval(days => ${importLimits.keptDays})`),
    // Still holding its file: an import swept before (or committed) is not looked at again.
    sql`exists (select 1 from ${importFiles} f where f.import_id = ${imports.id})`,
  );
  await db
    .update(imports)
    .set({ status: 'failed', phase: null, errorCode: 'import_expired', errorMessage: `Not committed within ${importLimits.keptDays} days`, updatedAt: new Date() })
    .where(and(stale, eq(imports.status, 'ready')));
  // Those just expired and those that failed on their own, each once.
  const swept = await db.select({ id: imports.id }).from(imports).where(stale);
  for (const { id } of swept) {
    await purgeStoredRows(db, id);
    await db.delete(importFiles).where(eq(importFiles.importId, id));
  }
  return swept.length;
}

import { eq } from 'drizzle-orm';
import { importLimits } from '@sp/contracts/api';
import { AppError, errorReason } from '../../kernel/errors';
import type { JobContext, JobRow } from '../../kernel/jobs';
import { openTable } from './files/open-table';
import { kindAdapter } from './kinds';
import { PDF_HEADERS, PDF_MAPPING } from './kinds/pdf-rows';
import type { KindContext, MappedRow, StagedRow } from './kinds/types';
import { guessMapping, missingRequired } from './mapping';
import { lastMapping, loadImportFile, updateImport, type ImportRow } from './repository';
import { clearRows, countRows, markDuplicateKeys, stageRows } from './staging';
import { imports } from './tables';

const BATCH = 1000;

/** Reads the file, maps and checks every row, stages it with its action (new/update/unchanged/error). */
export async function analyseJob(job: JobRow, ctx: JobContext) {
  const { importId } = job.payload as { importId: string };
  const [imp] = await ctx.db.select().from(imports).where(eq(imports.id, importId));
  if (!imp || imp.status !== 'analysing' || imp.jobId !== job.id) return { skipped: true };
  try {
    await analyse(imp, ctx);
  } catch (error) {
    if (ctx.signal.aborted) throw error; // runs again (restart, lost lease)
    // Anything else runs again too, but the last attempt ends the import failed with its
    // reason: never "analysing" for ever (the hourly sweep catches a process that died).
    const lastAttempt = job.attempts >= job.maxAttempts;
    if (!(error instanceof AppError) && !lastAttempt) throw error;
    if (!(error instanceof AppError))
      ctx.deps.log.warn({ err: error, importId }, 'import analysis failed');
    const reason = error instanceof AppError ? error : analysisFailed(error);
    // The staged rows go with the hourly sweep if the database refuses them now.
    await clearRows(ctx.db, imp.id).catch(() => {});
    await updateImport(ctx.db, imp.id, {
      status: 'failed',
      phase: null,
      errorCode: reason.code,
      errorMessage: reason.message,
    });
  }
  return { importId };
}

export const analysisFailed = (error: unknown) =>
  new AppError(
    400,
    'import_analysis_failed',
    `The file could not be analysed: ${errorReason(error) || 'unknown error'}`.slice(0, 500),
  );

async function analyse(imp: ImportRow, ctx: JobContext) {
  const kind = kindAdapter(imp.kind);
  if (!kind)
    throw new AppError(400, 'import_file_type', `Imports of ${imp.kind} are not available yet`);
  const file = await loadImportFile(ctx.db, imp.id);
  if (!file) throw new AppError(400, 'import_file_empty', 'The file is no longer stored');
  await clearRows(ctx.db, imp.id);
  const kctx: KindContext = { db: ctx.db, imp, state: await kind.prepare?.(ctx.db, imp) };

  if (imp.fileType === 'pdf') {
    if (!kind.analysePdf)
      throw new AppError(400, 'import_file_type', 'This import takes a CSV or XLSX file');
    const rows = await kind.analysePdf(
      file,
      kctx,
      (done, total) => ctx.progress(done, total),
      ctx.signal,
    );
    for (let i = 0; i < rows.length; i += BATCH)
      await stageRows(ctx.db, imp.id, rows.slice(i, i + BATCH));
    return finish(imp, ctx, { headers: PDF_HEADERS, mapping: PDF_MAPPING });
  }

  const table = await openTable(file, imp.fileType!, imp.sheet, ctx.signal);
  await ctx.progress(0, table.estimatedRows);
  let headers: string[] | null = null;
  let mapping = imp.mapping;
  let index: [string, number][] = [];
  let batch: MappedRow[] = [];
  let rowNumber = 1;
  let done = 0;
  // Batches are written while the next are read and checked (PostgreSQL and the parser on
  // different cores). Two in flight: with one, the parser waited for each write and the
  // database for each check. Never more, so memory stays bounded.
  const staging: Promise<void>[] = [];
  let reported = 0;
  const flush = async () => {
    const staged: StagedRow[] = await kind.analyse(batch, kctx);
    if (staging.length >= 2) await staging.shift();
    const write = stageRows(ctx.db, imp.id, staged);
    write.catch(() => {}); // awaited at a later flush or at the end
    staging.push(write);
    done += batch.length;
    batch = [];
    if (ctx.signal.aborted) throw ctx.signal.reason;
    // A few times a second is what the progress bar shows; each report is a write.
    if (Date.now() - reported >= 200) {
      reported = Date.now();
      await ctx.progress(done, Math.max(done, table.estimatedRows));
    }
  };
  try {
    for await (const record of table.records) {
      if (!headers) {
        headers = record.map((h, i) => h.trim() || `#${i + 1}`);
        if (!Object.values(mapping).some(Boolean))
          mapping = guessMapping(
            imp.kind,
            headers,
            await lastMapping(ctx.db, imp.tenantId, imp.kind),
          );
        const missing = missingRequired(imp.kind, mapping);
        if (missing.length) {
          // The wizard asks for the missing columns; nothing is checked until they are mapped.
          await updateImport(ctx.db, imp.id, {
            status: 'ready',
            phase: null,
            headers,
            mapping,
            sheets: table.sheets,
            sheet: table.sheet,
            errorCode: 'import_mapping_invalid',
            errorMessage: `Choose a column for: ${missing.join(', ')}`,
          });
          return;
        }
        index = Object.entries(mapping).flatMap(([field, header]) =>
          header && headers!.includes(header)
            ? [[field, headers!.indexOf(header)] as [string, number]]
            : [],
        );
        continue;
      }
      rowNumber++;
      if (rowNumber - 1 > importLimits.maxRows) {
        throw new AppError(
          400,
          'import_too_many_rows',
          `The file has more than ${importLimits.maxRows.toLocaleString('en')} rows`,
        );
      }
      const values: Record<string, string> = {};
      for (const [field, i] of index) values[field] = (record[i] ?? '').trim();
      batch.push({ rowNumber, raw: record, values });
      if (batch.length >= BATCH) await flush();
    }
    if (!headers || (rowNumber === 1 && !batch.length))
      throw new AppError(400, 'import_file_empty', 'The file has no rows under its header');
    if (batch.length) await flush();
    await Promise.all(staging);
  } finally {
    // A failure must not leave a write landing after the rows are cleared.
    await Promise.allSettled(staging);
  }
  await finish(imp, ctx, { headers, mapping, sheets: table.sheets, sheet: table.sheet });
}

async function finish(imp: ImportRow, ctx: JobContext, found: Partial<ImportRow>) {
  const kind = kindAdapter(imp.kind)!;
  if (kind.uniqueKey) await markDuplicateKeys(ctx.db, imp.id);
  await kind.finish?.(ctx.db, imp);
  const counts = await countRows(ctx.db, imp.id, !kind.uniqueKey);
  await updateImport(ctx.db, imp.id, {
    ...found,
    status: 'ready',
    phase: null,
    counts,
    errorCode: null,
    errorMessage: null,
  });
}

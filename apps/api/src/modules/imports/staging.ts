import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { ImportCounts, ImportRowError } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { jsonTuples, type TupleColumn } from '../../kernel/db/json-tuples';
import type { RowToStore, StagedRow } from './kinds/types';
import { importRows } from './tables';

type Q = Db | Tx;

const STAGED: TupleColumn[] = [
  ['rowNumber', 'int'],
  ['raw', 'jsonb'],
  ['data', 'jsonb'],
  ['naturalKey', 'text'],
  ['action', 'text'],
  ['errors', 'jsonb'],
];

/** One statement per batch: the rows travel as one JSON parameter (fast on both drivers). */
export async function stageRows(db: Q, importId: string, rows: StagedRow[]) {
  if (!rows.length) return;
  const tuples = rows.map((r) => [r.rowNumber, r.raw, r.data, r.naturalKey, r.action, r.errors]);
  await db.execute(sql`
    insert into import_rows (import_id, row_number, raw, data, natural_key, action, errors)
    select ${importId}::uuid, r."rowNumber", r.raw, r.data, r."naturalKey", r.action, r.errors
    from ${jsonTuples(STAGED, tuples)} r`);
}

export const clearRows = (db: Q, importId: string) =>
  db.delete(importRows).where(eq(importRows.importId, importId));

/**
 * A natural key seen on an earlier row of the same file: the later rows are errors, never a
 * second record. In two steps, the keys first (usually none): one statement joining the
 * freshly staged rows to themselves was planned on stale statistics (a table that just grew
 * by 100,000 rows) as a nested loop over sequential scans, and ran for minutes.
 */
export async function markDuplicateKeys(db: Q, importId: string) {
  const { rows } = await db.execute<{ key: string; first: number }>(sql`
    select natural_key as key, min(row_number)::int as first from import_rows
    where import_id = ${importId} and natural_key is not null group by natural_key having count(*) > 1`);
  if (!rows.length) return;
  await db.execute(sql`
    update import_rows r set action = 'error',
      errors = coalesce(r.errors, '[]'::jsonb) || jsonb_build_array(jsonb_build_object(
        'column', null, 'code', 'duplicate_key', 'message', 'Same key as row ' || f.first || ' of this file', 'params', jsonb_build_object('row', f.first)))
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as f(key text, first int)
    where r.import_id = ${importId} and r.natural_key = f.key and r.row_number > f.first`);
}

/** The natural keys of rows in error (distinct): what a kind's `finish` spreads to a whole record. */
export async function errorKeys(db: Q, importId: string): Promise<string[]> {
  const { rows } = await db.execute<{ key: string }>(sql`
    select distinct natural_key as key from import_rows where import_id = ${importId} and action = 'error' and natural_key is not null`);
  return rows.map((r) => r.key);
}

/**
 * Puts every row with one of these natural keys in error too, adding `error` (no column) to
 * what it has: a kind's `finish` spreads one bad row to its whole record (an order's lines).
 */
export async function markKeysInError(
  db: Q,
  importId: string,
  keys: string[],
  error: { code: string; message: string },
) {
  if (!keys.length) return;
  await db.execute(sql`
    update import_rows set action = 'error', errors = coalesce(errors, '[]'::jsonb) || jsonb_build_array(jsonb_build_object(
      'column', null, 'code', ${error.code}::text, 'message', ${error.message}::text))
    where import_id = ${importId} and action <> 'error' and natural_key in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`);
}

/**
 * `grouped`: rows group by natural key (an order's lines), so records are counted too ("5
 * orders, 6 lines"): a row without a key (no order number) is a record of its own. After
 * the kind's finish() every line of one order has the same action (one bad line fails the
 * order). One scan of the file's rows for every count: its rows grouped by action and
 * record (hashed), then per action and for the whole file (grouping sets). A
 * count(distinct) sorted the 100,000 keys instead: 0.11-0.21 s against about 0.05 s.
 */
export async function countRows(db: Q, importId: string, grouped = false): Promise<ImportCounts> {
  // Without records, the rows group by action alone.
  const record = grouped ? sql`coalesce(natural_key, '#' || row_number::text)` : sql`null`;
  const { rows } = await db.execute<{ action: string | null; n: number; records: number }>(sql`
    select action, sum(n)::int as n, count(*)::int as records
    from (select action, ${record} as record, count(*) as n from import_rows
          where import_id = ${importId} group by 1, 2) r
    group by grouping sets ((action), ())`);
  const counts: ImportCounts = { total: 0, new: 0, update: 0, unchanged: 0, error: 0 };
  const records = { total: 0, new: 0, update: 0, unchanged: 0, error: 0 };
  for (const r of rows) {
    // The row of the empty grouping set (no action) is the whole file.
    const key = r.action ?? 'total';
    counts[key as keyof typeof records] = Number(r.n);
    records[key as keyof typeof records] = Number(r.records);
  }
  return grouped ? { ...counts, records } : counts;
}

export const previewRows = (db: Q, importId: string, limit = 20) =>
  db
    .select({
      rowNumber: importRows.rowNumber,
      action: importRows.action,
      data: importRows.data,
      raw: importRows.raw,
    })
    .from(importRows)
    .where(eq(importRows.importId, importId))
    .orderBy(asc(importRows.rowNumber))
    .limit(limit);

export async function rowErrors(db: Q, importId: string, limit: number): Promise<ImportRowError[]> {
  const rows = await db
    .select({ rowNumber: importRows.rowNumber, errors: importRows.errors })
    .from(importRows)
    .where(and(eq(importRows.importId, importId), eq(importRows.action, 'error')))
    .orderBy(asc(importRows.rowNumber))
    .limit(limit);
  return rows.flatMap((r) => (r.errors ?? []).map((e) => ({ rowNumber: r.rowNumber, ...e })));
}

/** Rows in error in file order, in pages (the error file streams them). */
export async function* errorRows(db: Q, importId: string, page = 2000) {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ rowNumber: importRows.rowNumber, raw: importRows.raw, errors: importRows.errors })
      .from(importRows)
      .where(
        and(
          eq(importRows.importId, importId),
          eq(importRows.action, 'error'),
          gt(importRows.rowNumber, after),
        ),
      )
      .orderBy(asc(importRows.rowNumber))
      .limit(page);
    if (!rows.length) return;
    yield rows;
    after = rows[rows.length - 1]!.rowNumber;
  }
}

/**
 * Rows to store (new/update), in natural-key order, in chunks that never split a key (an
 * order's lines stay together). One sorted read through a cursor of the commit's own
 * transaction: the pages used to be 20 statements each restarting after the last key,
 * 1.6 s of PostgreSQL's time for 100,000 rows against one read (issue 35.3). The first
 * page is small: the database waits while the API prepares it, and from the second page
 * on it writes one page while the API prepares the next.
 */
export async function* rowsToStore(
  tx: Tx,
  importId: string,
  chunk = 5000,
  first = Math.min(chunk, 500),
): AsyncGenerator<RowToStore[]> {
  await tx.execute(sql`
    declare rows_to_store no scroll cursor for
      select row_number as "rowNumber", data, natural_key as "naturalKey", action from import_rows
      where import_id = ${importId} and action in ('new', 'update')
      order by coalesce(natural_key, ''), row_number`);
  let held: RowToStore[] = [];
  for (let size = first; ; size = chunk) {
    const result = await tx.execute(sql.raw(`fetch forward ${Number(size)} from rows_to_store`));
    const fetched = (result as unknown as { rows: RowToStore[] }).rows;
    let rows = held.length ? held.concat(fetched) : fetched;
    held = [];
    const lastKey = rows[rows.length - 1]?.naturalKey ?? null;
    if (fetched.length === size && lastKey !== null) {
      // Hold back the last key: the next page starts with it whole (all of this page's
      // rows, when they are all that key's: the next read brings the rest).
      const cut = rows.findIndex((r) => r.naturalKey === lastKey);
      [rows, held] = [rows.slice(0, cut), rows.slice(cut)];
    }
    if (rows.length) yield rows;
    if (fetched.length < size) break;
  }
  await tx.execute(sql`close rows_to_store`);
}

/**
 * After a commit, the rows it stored leave the staging table: the records hold them now, and
 * the error file reads only the rows in error, which stay. In slices, so that other work on
 * the database (PGlite runs one statement at a time) interleaves with a large file's.
 */
export async function purgeStoredRows(db: Q, importId: string, signal?: AbortSignal, slice = 5000) {
  const { rows } = await db.execute<{ last: number | null }>(
    sql`select max(row_number)::int as last from import_rows where import_id = ${importId}`,
  );
  const last = Number(rows[0]?.last ?? 0);
  for (let from = 0; from < last && !signal?.aborted; from += slice) {
    await db.execute(
      sql`delete from import_rows where import_id = ${importId} and row_number > ${from} and row_number <= ${from + slice} and action <> 'error'`,
    );
  }
}

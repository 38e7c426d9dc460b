import type { Db } from '../../kernel/db/client';
import { neutralise } from '../../kernel/export';
import type { ImportRow } from './repository';
import { errorRows } from './staging';

// Cells start as the file had them: one starting with = + - @ would run as a formula when
// the error file is opened, so it is neutralised as every export's cells are. A plain
// number (-12.50) is no formula and stays as typed, so the fixed file imports back.
const cell = (value: string) => {
  const v = /^[+-]?\d[\d.,]*$/.test(value) ? value : neutralise(value);
  return /[",;\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
};
const line = (cells: string[]) => cells.map(cell).join(',') + '\r\n';

/**
 * The rows in error as they were in the file (same headers, so it imports back once fixed)
 * plus an "error" column. UTF-8 with a BOM so Excel shows accents and Arabic right.
 */
export async function* errorFileLines(db: Db, imp: ImportRow): AsyncGenerator<string> {
  const headers = imp.headers.length ? imp.headers : ['page', 'text'];
  yield '\ufeff' + line([...headers, 'error']);
  for await (const rows of errorRows(db, imp.id)) {
    let out = '';
    for (const r of rows) {
      const cells = headers.map((_, i) => r.raw[i] ?? '');
      const what = (r.errors ?? [])
        .map((e) => (e.column ? `${imp.mapping[e.column] ?? e.column}: ${e.message}` : e.message))
        .join('; ');
      out += line([...cells, what]);
    }
    yield out;
  }
}

export const errorFileName = (imp: ImportRow) =>
  `${imp.fileName.replace(/\.[^.]+$/, '')}-errors.csv`;

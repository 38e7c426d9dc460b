import type { ImportFileType } from '@sp/contracts/api';
import { AppError } from '../../../kernel/errors';
import { readCsv } from './csv-reader';
import { readXlsx } from './xlsx-reader';

export interface OpenedTable {
  sheets: string[];
  sheet: string | null;
  /** A guess for progress (CSV: line count), exact for XLSX. */
  estimatedRows: number;
  records: AsyncIterable<string[]>;
}

async function* fromArray(rows: string[][]) {
  yield* rows;
}

export function openTable(file: Buffer, type: ImportFileType, sheet: string | null): OpenedTable {
  if (type === 'csv') {
    let lines = 0;
    for (let i = file.indexOf(10); i !== -1; i = file.indexOf(10, i + 1)) lines++;
    return { sheets: [], sheet: null, estimatedRows: Math.max(0, lines), records: readCsv(file) };
  }
  if (type === 'xlsx') {
    const book = readXlsx(file);
    const { sheet: name, rows } = book.rows(sheet);
    return { sheets: book.sheets, sheet: name, estimatedRows: Math.max(0, rows.length - 1), records: fromArray(rows) };
  }
  throw new AppError(400, 'import_file_type', 'This import takes a CSV or XLSX file');
}

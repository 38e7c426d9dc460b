import type { ImportFileType } from '@sp/contracts/api';
import { AppError } from '../../../kernel/errors';
import { readCsv } from './csv-reader';
import { parseInWorker } from './parse-in-worker';

export interface OpenedTable {
  sheets: string[];
  sheet: string | null;
  /** A guess for progress (CSV: line count), exact for XLSX. */
  estimatedRows: number;
  records: AsyncIterable<string[]>;
}

/** CSV streams on this thread (Papa Parse, the event loop runs between 1 MB slices); XLSX is parsed in a worker thread. */
export async function openTable(
  file: Buffer,
  type: ImportFileType,
  sheet: string | null,
  signal?: AbortSignal,
): Promise<OpenedTable> {
  if (type === 'csv') {
    let lines = 0;
    for (let i = file.indexOf(10); i !== -1; i = file.indexOf(10, i + 1)) lines++;
    return { sheets: [], sheet: null, estimatedRows: Math.max(0, lines), records: readCsv(file) };
  }
  if (type === 'xlsx') {
    const parsed = await parseInWorker({ type, file, sheet }, { signal });
    return {
      sheets: parsed.sheets,
      sheet: parsed.sheet,
      estimatedRows: parsed.total,
      records: parsed.rows,
    };
  }
  throw new AppError(400, 'import_file_type', 'This import takes a CSV or XLSX file');
}

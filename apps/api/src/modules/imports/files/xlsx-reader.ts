import * as XLSX from '@e965/xlsx';
import { AppError } from '../../../kernel/errors';

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the user sees its value: formulas give their result, dates ISO (time only when it has one). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const date = `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
    const h = value.getHours(),
      m = value.getMinutes(),
      s = value.getSeconds();
    return h || m || s ? `${date}T${pad(h)}:${pad(m)}:${pad(s)}` : date;
  }
  return String(value);
}

export interface Workbook {
  sheets: string[];
  rows(sheet?: string | null): { sheet: string; rows: string[][] };
}

/** Only in the parser's worker, after assertZipWithinLimit (parse-worker.ts). */
export function readXlsx(buf: Buffer): Workbook {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(buf, {
      type: 'buffer',
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      dense: true,
    });
  } catch {
    throw new AppError(400, 'import_unreadable', 'The spreadsheet is damaged and cannot be read');
  }
  return {
    sheets: book.SheetNames,
    rows(sheet) {
      const name = sheet && book.SheetNames.includes(sheet) ? sheet : book.SheetNames[0];
      if (!name) throw new AppError(400, 'import_file_empty', 'The workbook has no sheet');
      const grid = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name]!, {
        header: 1,
        raw: true,
        defval: '',
        blankrows: false,
      });
      return { sheet: name, rows: grid.map((row) => row.map(cellText)) };
    },
  };
}

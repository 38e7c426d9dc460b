/**
 * Exports for every module: any async iterator of rows as CSV or XLSX, streamed (rows are
 * written as they come, so a million rows take the memory of one batch), with text cells
 * that start with = + - @ (or a tab / carriage return) neutralised: a spreadsheet shows
 * them as text and never runs them as a formula (CSV/formula injection, OWASP).
 * XLSX through exceljs's streaming WorkbookWriter (measured in docs/orders.md).
 */
import { createRequire } from 'node:module';
import { PassThrough, Readable } from 'node:stream';
import type ExcelJS from 'exceljs';

// exceljs is read on the first XLSX export, not at start-up: loading it was about a tenth
// of the API's start, for a download most processes never serve.
const require = createRequire(import.meta.url);
let excel: typeof ExcelJS | null = null;
const loadExcel = () => (excel ??= require('exceljs') as typeof ExcelJS);

export type Cell = string | number | boolean | Date | null | undefined;
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => Cell;
  /** XLSX column width in characters. */
  width?: number;
}
export type ExportFormat = 'csv' | 'xlsx';

const FORMULA_START = /^[=+\-@\t\r]/;
/** '=1+1' -> "'=1+1": shown as the text it is. Numbers stay numbers (a negative amount is no formula). */
export const neutralise = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

const cellText = (value: Cell) =>
  value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : typeof value === 'string' ? neutralise(value) : String(value);

/** RFC 4180 quoting, always on, so commas, quotes and newlines inside a value survive. */
const csvField = (value: Cell) => `"${cellText(value).replace(/"/g, '""')}"`;

/** CSV (UTF-8 with BOM, so Excel reads Arabic and accents right; CRLF lines). */
export async function* csvLines<T>(rows: AsyncIterable<T>, columns: ExportColumn<T>[]): AsyncGenerator<string> {
  yield `\uFEFF${columns.map((c) => csvField(c.header)).join(',')}\r\n`;
  let chunk = '';
  let n = 0;
  for await (const row of rows) {
    chunk += `${columns.map((c) => csvField(c.value(row))).join(',')}\r\n`;
    // Batch lines into ~64 kB writes: one write per row costs more than the row itself.
    if (++n % 200 === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** An XLSX workbook with one sheet, written to the returned stream as rows arrive. */
export function xlsxStream<T>(rows: AsyncIterable<T>, columns: ExportColumn<T>[], sheetName = 'Export'): Readable {
  const out = new PassThrough();
  const workbook = new (loadExcel().stream.xlsx.WorkbookWriter)({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 16 }));
  void (async () => {
    try {
      for await (const row of rows) {
        sheet.addRow(columns.map((c) => {
          const v = c.value(row);
          return typeof v === 'string' ? neutralise(v) : (v ?? null);
        })).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

/** The body and headers of a download, for `reply.headers(headers).send(body)`. */
export function exportResponse<T>(format: ExportFormat, rows: AsyncIterable<T>, columns: ExportColumn<T>[], name: string) {
  const stamp = new Date().toISOString().slice(0, 10);
  const file = `${name}-${stamp}.${format}`;
  const body = format === 'csv' ? Readable.from(csvLines(rows, columns)) : xlsxStream(rows, columns, name);
  const type = format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return { body, headers: { 'content-type': type, 'content-disposition': `attachment; filename="${file}"` } };
}

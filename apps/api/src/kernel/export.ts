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
import ar from './texts/ar.json' with { type: 'json' };
import en from './texts/en.json' with { type: 'json' };
import fr from './texts/fr.json' with { type: 'json' };

// exceljs is read on the first XLSX export, not at start-up: loading it was about a tenth
// of the API's start, for a download most processes never serve.
const require = createRequire(import.meta.url);
let excel: typeof ExcelJS | null = null;
const loadExcel = () => (excel ??= require('exceljs') as typeof ExcelJS);

export type Cell = string | number | boolean | Date | null | undefined;
export interface ExportColumn<T> {
  /**
   * The column's name for machines (the machine-readable layout's header, and the import's
   * field name where the import takes the column back); its words for people are
   * `export.columns.<key>` in kernel/texts (docs/words.md).
   */
  key: string;
  value: (row: T) => Cell;
  /**
   * The values are codes of this group (`export.values.<codes>.<code>`): people read words;
   * `day`: a calendar day 'YYYY-MM-DD', read as dd/mm/yyyy. Per row when a column mixes them.
   */
  codes?: Codes | ((row: T) => Codes | undefined);
  /** XLSX column width in characters. */
  width?: number;
}
export type ExportFormat = 'csv' | 'xlsx';
type Codes = 'status' | 'paymentMethod' | 'section' | 'day';

/**
 * Who reads the file. `readable` (the default): headers and values in the reader's
 * language, dates as they write them (dd/mm/yyyy hh:mm) in their time zone, French
 * decimals with a comma and `;` between CSV fields (what a French spreadsheet expects).
 * `machine`: the keys, the codes, ISO 8601 UTC dates, dot decimals, commas: for systems.
 */
export interface ExportReader {
  lng: 'en' | 'fr' | 'ar';
  timeZone: string;
  layout: 'readable' | 'machine';
}
export const MACHINE_READER: ExportReader = { lng: 'en', timeZone: 'UTC', layout: 'machine' };
type Texts = typeof en;
const TEXTS: Record<ExportReader['lng'], Texts> = { en, fr, ar };

/** A zone Intl knows, else UTC (a typo must not fail the download). */
export function knownZone(zone: string | undefined) {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** The export's header and cells for one reader. */
export function readerView<T>(columns: ExportColumn<T>[], reader: ExportReader) {
  const texts = TEXTS[reader.lng].export;
  const machine = reader.layout === 'machine';
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone: reader.timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const comma = !machine && reader.lng === 'fr';
  const headers = columns.map((c) =>
    machine ? c.key : ((texts.columns as Record<string, string>)[c.key] ?? c.key),
  );
  const cell = (c: ExportColumn<T>, row: T): Cell => {
    const v = c.value(row);
    if (machine) return v;
    if (v instanceof Date) return when.format(v).replace(',', '');
    const codes = typeof c.codes === 'function' ? c.codes(row) : c.codes;
    if (codes === 'day' && typeof v === 'string')
      return v.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');
    if (codes && typeof v === 'string')
      return (texts.values as Record<string, Record<string, string>>)[codes]?.[v] ?? v;
    return v;
  };
  return { headers, cell, delimiter: comma ? ';' : ',', decimalComma: comma };
}

const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A phone number or a signed figure ("+212 600-000000", "-12.50"): digits, spaces and
 * ( ) . - only, nothing a spreadsheet could call or fetch; written as it is, never "'+212…".
 */
const PLAIN_FIGURE = /^[+-]?\d[\d ().-]*$/;
/** '=1+1' -> "'=1+1": shown as the text it is. Numbers stay numbers (a negative amount is no formula). */
export const neutralise = (text: string) =>
  FORMULA_START.test(text) && !PLAIN_FIGURE.test(text) ? `'${text}` : text;

const cellText = (value: Cell, decimalComma = false) =>
  value === null || value === undefined
    ? ''
    : value instanceof Date
      ? value.toISOString()
      : typeof value === 'string'
        ? neutralise(value)
        : typeof value === 'number' && decimalComma
          ? String(value).replace('.', ',')
          : String(value);

/** RFC 4180 quoting, always on, so commas, quotes and newlines inside a value survive. */
const csvField = (value: Cell, decimalComma = false) =>
  `"${cellText(value, decimalComma).replace(/"/g, '""')}"`;

/** CSV (UTF-8 with BOM, so Excel reads Arabic and accents right; CRLF lines). */
export async function* csvLines<T>(
  rows: AsyncIterable<T>,
  columns: ExportColumn<T>[],
  reader: ExportReader = MACHINE_READER,
): AsyncGenerator<string> {
  const view = readerView(columns, reader);
  yield `\uFEFF${view.headers.map((h) => csvField(h)).join(view.delimiter)}\r\n`;
  let chunk = '';
  let n = 0;
  for await (const row of rows) {
    chunk += `${columns.map((c) => csvField(view.cell(c, row), view.decimalComma)).join(view.delimiter)}\r\n`;
    // Batch lines into ~64 kB writes: one write per row costs more than the row itself.
    if (++n % 200 === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** An XLSX workbook with one sheet, written to the returned stream as rows arrive. */
export function xlsxStream<T>(
  rows: AsyncIterable<T>,
  columns: ExportColumn<T>[],
  sheetName = 'Export',
  reader: ExportReader = MACHINE_READER,
): Readable {
  const out = new PassThrough();
  const workbook = new (loadExcel().stream.xlsx.WorkbookWriter)({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  const view = readerView(columns, reader);
  sheet.columns = columns.map((c, i) => ({
    header: view.headers[i]!,
    key: String(i),
    width: c.width ?? 16,
  }));
  void (async () => {
    try {
      for await (const row of rows) {
        sheet
          .addRow(
            columns.map((c) => {
              const v = view.cell(c, row);
              return typeof v === 'string' ? neutralise(v) : (v ?? null);
            }),
          )
          .commit();
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
export function exportResponse<T>(
  format: ExportFormat,
  rows: AsyncIterable<T>,
  columns: ExportColumn<T>[],
  name: string,
  reader: ExportReader = MACHINE_READER,
) {
  const stamp = new Date().toISOString().slice(0, 10);
  const file = `${name}${reader.layout === 'machine' ? '-machine' : ''}-${stamp}.${format}`;
  const body =
    format === 'csv'
      ? Readable.from(csvLines(rows, columns, reader))
      : xlsxStream(rows, columns, name, reader);
  const type =
    format === 'csv'
      ? 'text/csv; charset=utf-8'
      : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return {
    body,
    headers: { 'content-type': type, 'content-disposition': `attachment; filename="${file}"` },
  };
}

/** The reader an export query names; the caller's own language when it names none. */
export function exportReader(
  query: { lang?: ExportReader['lng']; tz?: string; layout?: ExportReader['layout'] },
  language: string,
): ExportReader {
  const lng =
    query.lang ??
    (['en', 'fr', 'ar'].includes(language) ? (language as ExportReader['lng']) : 'en');
  return { lng, timeZone: knownZone(query.tz), layout: query.layout ?? 'readable' };
}

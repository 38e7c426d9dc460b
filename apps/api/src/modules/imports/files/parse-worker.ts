/**
 * Runs inside a worker thread (started by parse-in-worker.ts), never on the API's main
 * thread: a spreadsheet or PDF that unpacks to gigabytes or takes minutes to read costs
 * this thread its memory and time limits, not every tenant's requests.
 * Sends { type: 'meta' } once, rows (XLSX) or page texts (PDF) in batches, then 'done';
 * a refusal is { type: 'refused', code, message } (an AppError's code and message).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../../kernel/errors';
import { assertPdfWithinLimit, pdfPageTexts } from './pdf-text';
import { readXlsx } from './xlsx-reader';
import { assertZipWithinLimit } from './zip-guard';

export interface ParseJob {
  type: 'xlsx' | 'pdf';
  file: Uint8Array;
  sheet: string | null;
  /** Total bytes the file's parts may inflate to (zip parts, PDF streams). */
  maxInflatedBytes: number;
  maxPdfPages: number;
}

export type ParseMessage =
  | { type: 'meta'; sheets: string[]; sheet: string | null; total: number }
  | { type: 'rows'; rows: string[][] }
  | { type: 'progress'; done: number; total: number }
  | { type: 'done' }
  | { type: 'refused'; code: string; message: string };

const BATCH = 1000;
const send = (message: ParseMessage) => parentPort!.postMessage(message);

async function run(job: ParseJob) {
  const file = Buffer.from(job.file.buffer, job.file.byteOffset, job.file.byteLength);
  if (job.type === 'xlsx') {
    assertZipWithinLimit(file, job.maxInflatedBytes);
    const book = readXlsx(file);
    const { sheet, rows } = book.rows(job.sheet);
    send({ type: 'meta', sheets: book.sheets, sheet, total: Math.max(0, rows.length - 1) });
    for (let i = 0; i < rows.length; i += BATCH)
      send({ type: 'rows', rows: rows.slice(i, i + BATCH) });
  } else {
    assertPdfWithinLimit(file, job.maxInflatedBytes);
    const texts = await pdfPageTexts(file, job.maxPdfPages, async (done, total) =>
      send({ type: 'progress', done, total }),
    );
    send({ type: 'meta', sheets: [], sheet: null, total: texts.length });
    for (let i = 0; i < texts.length; i += BATCH)
      send({ type: 'rows', rows: texts.slice(i, i + BATCH).map((t) => [t]) });
  }
  send({ type: 'done' });
}

if (parentPort) {
  run(workerData as ParseJob).catch((error: unknown) => {
    if (error instanceof AppError)
      send({ type: 'refused', code: error.code, message: error.message });
    else throw error; // the host sees the worker die: the import fails as unreadable
  });
}

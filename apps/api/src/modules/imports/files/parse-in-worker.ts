import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { importLimits } from '@sp/contracts/api';
import { AppError } from '../../../kernel/errors';
import type { ParseJob, ParseMessage } from './parse-worker';

/**
 * Limits of one file's parse in its worker thread. The inflate caps (zip-guard, pdf-text)
 * stop the known bombs early; these stop whatever they miss: a heap past `memoryMb` or a
 * parse past `timeMs` (all pages of a PDF together) ends the worker, and the import fails
 * as import_file_too_complex. Environment overrides for an operator; tests lower them.
 */
export const parseLimits = {
  timeMs: Number(process.env.IMPORT_PARSE_SECONDS || 120) * 1000,
  memoryMb: Number(process.env.IMPORT_PARSE_MEMORY_MB || 1536),
};

// Bundled (dist/), the worker is its own entry beside main.js (build.mjs). From source
// (tsx, vitest) it is TypeScript: a two-line bootstrap registers tsx's loader in the
// worker, then imports it (Node 20 does not apply `--import tsx` to a worker's entry).
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSource ? './parse-worker.ts' : './parse-worker.js', import.meta.url);
function startWorker(options: WorkerOptions) {
  if (!fromSource) return new Worker(workerUrl, options);
  const require = createRequire(import.meta.url);
  const tsx = pathToFileURL(
    path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
  ).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return new Worker(boot, { ...options, eval: true });
}

const tooComplex = (why: string) =>
  new AppError(
    400,
    'import_file_too_complex',
    `The file needs too much ${why} to read: split it into smaller files`,
  );
const unreadable = () =>
  new AppError(400, 'import_unreadable', 'The file is damaged and cannot be read');

export interface ParsedFile {
  sheets: string[];
  sheet: string | null;
  /** Data rows (XLSX, header excluded) or pages (PDF). */
  total: number;
  /** XLSX: the sheet's rows, header first. PDF: one row per page, [text]. */
  rows: AsyncIterable<string[]>;
}

/**
 * Parses an XLSX or a PDF in a worker thread with memory and time limits. Whatever the
 * file does to the worker (refusal, crash, out of memory, time out) ends as an AppError for
 * the import; the API's own thread only receives rows, in batches.
 */
export async function parseInWorker(
  input: { type: 'xlsx' | 'pdf'; file: Buffer; sheet?: string | null },
  options: {
    signal?: AbortSignal;
    onProgress?: (done: number, total: number) => Promise<void>;
  } = {},
): Promise<ParsedFile> {
  const job: ParseJob = {
    type: input.type,
    file: input.file,
    sheet: input.sheet ?? null,
    maxInflatedBytes:
      input.type === 'xlsx' ? importLimits.maxUnzippedBytes : importLimits.maxPdfInflatedBytes,
    maxPdfPages: importLimits.maxPdfPages,
  };
  const worker = startWorker({
    workerData: job,
    resourceLimits: { maxOldGenerationSizeMb: parseLimits.memoryMb, maxYoungGenerationSizeMb: 64 },
  });
  const queue: ParseMessage[] = [];
  let failure: unknown = null;
  let finished = false;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  const stop = () => {
    clearTimeout(timer);
    void worker.terminate();
  };
  const fail = (error: unknown) => {
    if (!finished && !failure) failure = error;
    stop();
    notify();
  };
  const timer = setTimeout(() => fail(tooComplex('time')), parseLimits.timeMs);
  const onAbort = () => fail(options.signal!.reason ?? new Error('aborted'));
  options.signal?.addEventListener('abort', onAbort, { once: true });
  worker.on('message', (message: ParseMessage) => {
    if (message.type === 'refused') fail(new AppError(400, message.code, message.message));
    else if (message.type === 'progress')
      void options.onProgress?.(message.done, message.total).catch(() => {});
    else if (message.type === 'done') {
      finished = true;
      clearTimeout(timer);
      notify();
    } else {
      queue.push(message);
      notify();
    }
  });
  worker.on('error', (error: Error & { code?: string }) =>
    fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex('memory') : unreadable()),
  );
  worker.on('exit', () => {
    options.signal?.removeEventListener('abort', onAbort);
    if (!finished) fail(tooComplex('memory'));
  });

  const next = async (): Promise<ParseMessage | null> => {
    for (;;) {
      if (failure) throw failure;
      if (queue.length) return queue.shift()!;
      if (finished) return null;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  };
  const meta = await next();
  if (meta?.type !== 'meta') {
    stop();
    throw unreadable();
  }
  async function* rows() {
    try {
      for (let m = await next(); m; m = await next()) if (m.type === 'rows') yield* m.rows;
    } finally {
      stop();
    }
  }
  return { sheets: meta.sheets, sheet: meta.sheet, total: meta.total, rows: rows() };
}

import zlib from 'node:zlib';
import { AppError } from '../../../kernel/errors';

const unreadable = () =>
  new AppError(400, 'import_unreadable', 'The PDF is damaged and cannot be read');
const bomb = () =>
  new AppError(
    400,
    'import_pdf_bomb',
    'The PDF unpacks to far more data than it holds (refused as a decompression bomb)',
  );

/**
 * Inflates every Flate (zlib) stream of the PDF with a cap on the total output before
 * pdfjs sees it: a 300 KB file can hold a 300 MB stream. Each stream is inflated from its
 * `stream` keyword to the end of its zlib data, whatever /Length says (an `endstream`
 * hidden inside the data cannot cut the count short). Counting too much only refuses.
 * Other filters are bounded by the worker's memory and time limits.
 */
export function assertPdfWithinLimit(buf: Buffer, limit: number) {
  let budget = limit;
  for (
    let at = buf.indexOf('stream', 0, 'latin1');
    at >= 0;
    at = buf.indexOf('stream', at + 6, 'latin1')
  ) {
    let start = at + 6;
    if (buf[start] === 0x0d) start++;
    if (buf[start] === 0x0a) start++;
    if (start === at + 6 || buf[start] !== 0x78) continue; // "endstream", or not zlib data
    let size = 0;
    try {
      size = zlib.inflateSync(buf.subarray(start), {
        maxOutputLength: Math.max(1, budget),
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      }).length;
    } catch (error) {
      if (
        (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ||
        error instanceof RangeError
      )
        throw bomb();
      continue; // not zlib after all: pdfjs decides
    }
    budget -= size;
    if (budget < 0) throw bomb();
  }
}

/** The text of every page (pdfjs reads text; pdf-lib cannot). Called in the parser's worker. */
export async function pdfPageTexts(
  buf: Buffer,
  maxPages: number,
  onPage?: (done: number, total: number) => Promise<void>,
): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let doc;
  try {
    // A copy: pdfjs detaches the buffer it is given.
    doc = await pdfjs.getDocument({
      data: new Uint8Array(buf),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
    }).promise;
  } catch {
    throw unreadable();
  }
  if (doc.numPages > maxPages)
    throw new AppError(400, 'import_too_many_rows', `The PDF has more than ${maxPages} pages`);
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    page.cleanup();
    if (onPage && (n % 20 === 0 || n === doc.numPages)) await onPage(n, doc.numPages);
  }
  await doc.destroy();
  return texts;
}

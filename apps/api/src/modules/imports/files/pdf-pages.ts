import { PDFDocument } from '@cantoo/pdf-lib';
import { importLimits } from '@sp/contracts/api';
import { AppError } from '../../../kernel/errors';

const unreadable = () => new AppError(400, 'import_unreadable', 'The PDF is damaged and cannot be read');

/** The text of every page (pdfjs reads text; pdf-lib cannot), loaded once per process. */
export async function readPdfPageTexts(buf: Buffer, onPage?: (done: number, total: number) => Promise<void>): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let doc;
  try {
    // A copy: pdfjs detaches the buffer it is given.
    doc = await pdfjs.getDocument({ data: new Uint8Array(buf), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  } catch {
    throw unreadable();
  }
  if (doc.numPages > importLimits.maxPdfPages) throw new AppError(400, 'import_too_many_rows', `The PDF has more than ${importLimits.maxPdfPages} pages`);
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

/** Each wanted page (1-based) as a PDF of its own: the order's label. */
export async function splitPdfPages(buf: Buffer, pages: number[]): Promise<Map<number, Uint8Array>> {
  const source = await PDFDocument.load(buf, { ignoreEncryption: true }).catch(() => {
    throw unreadable();
  });
  const out = new Map<number, Uint8Array>();
  for (const n of pages) {
    const single = await PDFDocument.create();
    const [copied] = await single.copyPages(source, [n - 1]);
    single.addPage(copied!);
    out.set(n, await single.save({ useObjectStreams: false }));
  }
  return out;
}

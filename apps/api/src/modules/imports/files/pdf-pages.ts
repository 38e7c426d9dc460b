import { PDFDocument } from '@cantoo/pdf-lib';
import { AppError } from '../../../kernel/errors';

const unreadable = () =>
  new AppError(400, 'import_unreadable', 'The PDF is damaged and cannot be read');

/** Each wanted page (1-based) as a PDF of its own: the order's label. */
export async function splitPdfPages(
  buf: Buffer,
  pages: number[],
): Promise<Map<number, Uint8Array>> {
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

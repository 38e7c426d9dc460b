import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** pdf.js is the API's dependency (the e2e package does not carry its own copy). */
const requireApi = createRequire(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api/package.json'),
);

/** What the specs use of pdf.js. */
interface PdfJs {
  getDocument(o: object): {
    promise: Promise<{
      getPage(
        n: number,
      ): Promise<{ getTextContent(): Promise<{ items: ({ str: string } | object)[] }> }>;
      destroy(): Promise<void>;
    }>;
  };
}

/** The text of a downloaded PDF's first page, read back with pdf.js. */
export async function pdfText(file: string) {
  const pdfjs = (await import(requireApi.resolve('pdfjs-dist/legacy/build/pdf.mjs'))) as PdfJs;
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(await readFile(file)),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const page = await doc.getPage(1);
  const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
  await doc.destroy();
  return text;
}

import { describe, expect, it } from 'vitest';
import { createPdf, drawText, pdfBuffer } from './pdf';

/** The text of each page as pdf.js reads it (what a search in a PDF viewer finds). */
async function pageTexts(buf: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(buf),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const items = (await (await doc.getPage(n)).getTextContent()).items;
    texts.push(items.map((i) => ('str' in i ? i.str : '')).join(''));
  }
  await doc.destroy();
  return texts;
}

async function oneDocument(lines: string[]) {
  const doc = createPdf();
  doc.addPage({ size: [288, 432], margin: 0 });
  lines.forEach((line, i) =>
    drawText(doc, line, { x: 12, y: 12 + i * 30, width: 264, size: 12, bold: i % 2 === 1 }),
  );
  return pdfBuffer(doc);
}

describe('PDF text', () => {
  // The Arabic faces and their shaping are shared by every document of the process: a
  // second document must carry its own glyphs, with the same text as the first.
  it('prints Arabic and Latin the same in every document of the process', async () => {
    const lines = [
      'فاطمة الزهراء بناني',
      'الدار البيضاء',
      'Casablanca, Maârif',
      '12 شارع محمد الخامس',
    ];
    const [first, second] = [await oneDocument(lines), await oneDocument([...lines].reverse())];
    const [a] = await pageTexts(first);
    const [b] = await pageTexts(second);
    for (const text of [a!, b!]) {
      expect(text).toContain('Casablanca, Maârif');
      // Shaped Arabic reads back approximately (a dotless base glyph serves several letters):
      // its letters are there, whatever order and joiners pdf.js returns.
      for (const word of ['فاطمة', 'البيضاء', 'شارع'])
        expect([...text].filter((c) => word.includes(c)).length).toBeGreaterThanOrEqual(
          word.length,
        );
    }
    expect(second.length).toBeGreaterThan(5_000); // its own embedded glyph subset, not an empty one
  });
});

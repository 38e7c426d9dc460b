/**
 * PDF documents for every module (labels, invoices, purchase orders): pdfkit with a font
 * that has Arabic glyphs (Noto Sans Arabic) read from disk once per process, text laid out
 * with the Unicode bidi algorithm (Arabic shaped by fontkit, runs in visual order, so an
 * Arabic address with a street number prints the way it reads), and barcodes from
 * barcode encoders: Code 128 from bwip-js, QR from qrcode (bwip-js's QR encoder measured
 * 7-18 ms a code here, qrcode under 1 ms: 100 labels must fit in a second).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bwipjs from 'bwip-js/node';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { visualRuns, type Run } from './bidi';

export { hasArabic } from './bidi';

const requireHere = createRequire(import.meta.url);

export type Pdf = PDFKit.PDFDocument;

/**
 * The Arabic faces are parsed once per process and shared by every document (pdfkit takes
 * a fontkit font as it is and keeps each document's glyph subset apart), and their shaping
 * is remembered: pdfkit shapes a run with OpenType features twice per draw (its width, then
 * its glyphs) and never caches it, and a label prints the same city and words many times.
 */
function sharedFont(file: string): fontkit.Font {
  const font = fontkit.create(readFileSync(requireHere.resolve(file)));
  const shape = font.layout.bind(font);
  const runs = new Map<string, fontkit.GlyphRun>();
  font.layout = (text, features) => {
    const key = features ? `${JSON.stringify(features)}\u0000${text}` : text;
    let run = runs.get(key);
    if (!run) {
      run = shape(text, features);
      if (runs.size > 20_000) runs.clear();
      runs.set(key, run);
    }
    // pdfkit scales the positions it receives in place: hand out copies.
    const positions = run.positions.map((p) => ({ ...p }));
    return {
      glyphs: run.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((w, p) => w + p.xAdvance, 0);
      },
    };
  };
  return font;
}

let sharedFonts: { regular: fontkit.Font; bold: fontkit.Font } | null = null;
const arabicFonts = () =>
  (sharedFonts ??= {
    regular: sharedFont(
      '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    ),
    bold: sharedFont('@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf'),
  });

/**
 * Latin text uses the standard fonts by their own names: registered under another name,
 * pdfkit re-reads Helvetica's metrics on every font switch (it finds the default font by
 * name and returns before caching the alias), which was half the time of a labels PDF.
 */
export const LATIN = 'Helvetica';
export const LATIN_BOLD = 'Helvetica-Bold';

/** A new document with the Arabic fonts registered as 'arabic' and 'arabic-bold'. */
export function createPdf(options: PDFKit.PDFDocumentOptions = {}): Pdf {
  const doc = new PDFDocument({ autoFirstPage: false, compress: true, ...options });
  const fonts = arabicFonts();
  // pdfkit's types know only paths and buffers; it accepts a fontkit font as well.
  doc.registerFont('arabic', fonts.regular as unknown as Buffer);
  doc.registerFont('arabic-bold', fonts.bold as unknown as Buffer);
  return doc;
}

/** The whole document as one Buffer (for tests and small documents; routes may stream `doc` itself). */
export function pdfBuffer(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export interface TextBox {
  x: number;
  y: number;
  width: number;
  size: number;
  bold?: boolean;
  /**
   * start: left for Latin, right for Arabic (the paragraph's own direction); left/right:
   * whatever the text (a right-to-left document puts Latin names and amounts on the right).
   */
  align?: 'start' | 'center' | 'left' | 'right';
  maxLines?: number;
}

/** A run's font: only Arabic letters take the Arabic face; spaces, digits and punctuation stay in Helvetica. */
export const fontOf = (arabic: boolean, bold?: boolean) =>
  arabic ? (bold ? 'arabic-bold' : 'arabic') : bold ? LATIN_BOLD : LATIN;

// A run's width depends only on its font, size and text, and wrapping measures each line
// again per added word (Arabic shaping is the costly part): measured once per process.
const widths = new Map<string, number>();
function runWidth(doc: Pdf, r: Run, size: number, bold?: boolean) {
  const font = fontOf(r.arabic, bold);
  const key = `${font}\u0000${size}\u0000${r.text}`;
  let width = widths.get(key);
  if (width === undefined) {
    width = doc
      .font(font)
      .fontSize(size)
      .widthOfString(r.text, r.arabic ? { features: ['rlig'] } : {});
    if (widths.size > 20_000) widths.clear();
    widths.set(key, width);
  }
  return width;
}

function widthOf(doc: Pdf, text: string, size: number, bold?: boolean) {
  return visualRuns(text).runs.reduce((w, r) => w + runWidth(doc, r, size, bold), 0);
}

/** Words greedily into lines no wider than `width`; a word too long alone is cut. */
function wrap(doc: Pdf, text: string, box: TextBox) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (!line || widthOf(doc, next, box.size, box.bold) <= box.width) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const max = box.maxLines ?? 1;
  if (lines.length > max) {
    lines.length = max;
    lines[max - 1] = `${lines[max - 1]}…`;
  }
  return lines;
}

/** Draws Latin, Arabic or mixed text in a box; returns the height used. */
export function drawText(doc: Pdf, text: string, box: TextBox): number {
  const lineHeight = box.size * 1.45;
  let y = box.y;
  for (const line of wrap(doc, text.replace(/\s+/g, ' ').trim(), box)) {
    const { runs, rtl } = visualRuns(line);
    const widths = runs.map((r) => runWidth(doc, r, box.size, box.bold));
    const total = widths.reduce((a, b) => a + b, 0);
    const right = box.align === 'right' || (box.align !== 'left' && box.align !== 'center' && rtl);
    let x =
      box.align === 'center'
        ? box.x + (box.width - total) / 2
        : right
          ? box.x + box.width - total
          : box.x;
    // One alphabetic baseline for both fonts (their ascenders differ a lot). An RTL run is
    // laid out whole (`features` set): pdfkit otherwise shapes word by word and the words
    // of an Arabic run come out in logical, not visual, order.
    runs.forEach((r, i) => {
      doc
        .font(fontOf(r.arabic, box.bold))
        .fontSize(box.size)
        .text(r.text, x, y + box.size, {
          lineBreak: false,
          baseline: 'alphabetic',
          ...(r.arabic ? { features: ['rlig'] } : {}),
        });
      x += widths[i]!;
    });
    y += lineHeight;
  }
  return y - box.y;
}

/** A Code 128 barcode (bwip-js encodes; bars drawn as vectors, crisp on any printer). */
export function drawCode128(
  doc: Pdf,
  text: string,
  x: number,
  y: number,
  width: number,
  height: number,
) {
  const [encoded] = bwipjs.raw('code128', text) as { sbs: number[] }[];
  const sbs = encoded!.sbs;
  const module = width / sbs.reduce((a, b) => a + b, 0);
  let at = x;
  sbs.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(at, y, w * module, height);
    at += w * module;
  });
  doc.fillColor('black').fill();
}

/** A QR code `size` points wide (quiet zone not included), dark modules merged per row. */
export function drawQr(doc: Pdf, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const cell = size / n;
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n;) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      let end = col;
      while (end < n && modules.get(row, end)) end++;
      doc.rect(x + col * cell, y + row * cell, (end - col) * cell + 0.01, cell + 0.01);
      col = end;
    }
  }
  doc.fillColor('black').fill();
}

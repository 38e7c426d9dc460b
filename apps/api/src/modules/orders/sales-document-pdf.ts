/**
 * Invoices and credit notes as PDF (issue 31.4), with the labels' kit (kernel/pdf.ts): one
 * A4 layout in the store's document language, mirrored for Arabic (columns from the right,
 * text aligned right), tax per rate, totals, and the total in words where the language
 * writes it. Everything it prints comes in the SalesDocument: nothing is read here, so a
 * credit note (returns and refunds) renders with the same function.
 */
import type { DocumentLanguage } from '@sp/contracts/api';
import { fromMinor } from '../../kernel/money';
import { createPdf, drawText, pdfBuffer, type Pdf } from '../../kernel/pdf';
import { closingSentence } from './amount-words';
import { documentTexts, type DocumentTexts } from './sales-document-texts';

export interface DocumentParty {
  name: string;
  /** Address lines, top to bottom (empty ones are skipped). */
  address: string[];
  phone?: string;
  taxId?: string;
}

export interface SalesDocumentLine {
  sku?: string;
  name: string;
  quantity: number;
  /** As entered: with tax when the document's prices include it, else without. */
  unitPriceMinor: number;
  discountMinor: number;
  totalMinor: number;
  /** Absent on a line of no single rate (an order discount). */
  rateBp?: number;
}

export interface SalesDocument {
  kind: 'invoice' | 'credit_note';
  number: string;
  /** YYYY-MM-DD, the seller's local day. */
  issuedOn: string;
  /** A credit note's invoice number. */
  refersTo?: string;
  orderNumber?: string;
  seller: DocumentParty;
  buyer: DocumentParty;
  pricesIncludeTax: boolean;
  lines: SalesDocumentLine[];
  taxByRate: { rateBp: number; baseMinor: number; taxMinor: number }[];
  totals: { currency: string; netMinor: number; taxMinor: number; totalMinor: number };
  language: DocumentLanguage;
}

const PAGE = { width: 595.28, height: 841.89 } as const;
const M = 40;
const WIDTH = PAGE.width - 2 * M;

export const percent = (bp: number) => `${(bp / 100).toFixed(bp % 100 ? 2 : 0)} %`;
const money = (minor: number) => fromMinor(minor);

/** x positions measured from the reading side: from the left in Latin, from the right in Arabic. */
class Layout {
  constructor(
    readonly doc: Pdf,
    readonly rtl: boolean,
  ) {}
  x(from: number, width: number) {
    return this.rtl ? PAGE.width - M - from - width : M + from;
  }
  /** Text at `from` (from the reading side), aligned to the reading side or to its end. */
  text(
    text: string,
    from: number,
    width: number,
    y: number,
    size: number,
    opts: { bold?: boolean; end?: boolean; maxLines?: number } = {},
  ) {
    if (!text) return 0;
    const toRight = this.rtl !== !!opts.end;
    return drawText(this.doc, text, {
      x: this.x(from, width),
      y,
      width,
      size,
      bold: opts.bold,
      align: toRight ? 'right' : 'left',
      maxLines: opts.maxLines ?? 1,
    });
  }
  rule(y: number) {
    this.doc
      .lineWidth(0.5)
      .strokeColor('#999999')
      .moveTo(M, y)
      .lineTo(PAGE.width - M, y)
      .stroke()
      .strokeColor('black');
  }
}

function drawParty(
  l: Layout,
  t: DocumentTexts,
  title: string,
  party: DocumentParty,
  from: number,
  y: number,
) {
  const w = WIDTH / 2 - 10;
  let at = y + l.text(title, from, w, y, 8);
  at += l.text(party.name, from, w, at, 11, { bold: true });
  for (const line of party.address.filter(Boolean))
    at += l.text(line, from, w, at, 9, { maxLines: 2 });
  if (party.phone) at += l.text(party.phone, from, w, at, 9);
  if (party.taxId) at += l.text(`${t.taxId}: ${party.taxId}`, from, w, at, 9);
  return at;
}

/** Columns of the lines table, from the reading side: [from, width]. */
const COLS = {
  sku: [0, 70],
  item: [72, 170],
  qty: [244, 36],
  unit: [282, 66],
  discount: [350, 56],
  rate: [408, 38],
  amount: [448, WIDTH - 448],
} as const;

function drawLinesHeader(l: Layout, t: DocumentTexts, y: number) {
  l.doc
    .rect(M, y - 2, WIDTH, 16)
    .fill('#eeeeee')
    .fillColor('black');
  l.text(t.sku, ...COLS.sku, y, 8, { bold: true });
  l.text(t.item, ...COLS.item, y, 8, { bold: true });
  l.text(t.qty, ...COLS.qty, y, 8, { bold: true, end: true });
  l.text(t.unitPrice, ...COLS.unit, y, 8, { bold: true, end: true });
  l.text(t.discount, ...COLS.discount, y, 8, { bold: true, end: true });
  l.text(t.rate, ...COLS.rate, y, 8, { bold: true, end: true });
  l.text(t.amount, ...COLS.amount, y, 8, { bold: true, end: true });
  return y + 18;
}

/** Draws one document on new pages of `doc` (several documents make one bulk PDF). */
export function drawSalesDocument(doc: Pdf, d: SalesDocument) {
  const t = documentTexts(d.language);
  const l = new Layout(doc, d.language === 'ar');
  doc.addPage({ size: 'A4', margin: 0 });
  let y = M;
  l.text(t[d.kind], 0, WIDTH / 2, y, 20, { bold: true });
  const meta = [
    `${t.number}: ${d.number}`,
    `${t.date}: ${d.issuedOn}`,
    d.orderNumber ? `${t.order}: ${d.orderNumber}` : '',
    d.refersTo ? `${t.refersTo}: ${d.refersTo}` : '',
  ].filter(Boolean);
  let metaY = y;
  for (const line of meta)
    metaY += l.text(line, WIDTH / 2, WIDTH / 2, metaY, 10, { end: true, bold: line === meta[0] });
  y = Math.max(y + 34, metaY) + 10;
  l.rule(y);
  y += 10;
  y =
    Math.max(
      drawParty(l, t, t.seller, d.seller, 0, y),
      drawParty(l, t, t.buyer, d.buyer, WIDTH / 2 + 10, y),
    ) + 14;
  l.text(d.pricesIncludeTax ? t.pricesWithTax : t.pricesWithoutTax, 0, WIDTH, y, 8);
  y = drawLinesHeader(l, t, y + 14);
  for (const line of d.lines) {
    if (y > PAGE.height - 200) {
      doc.addPage({ size: 'A4', margin: 0 });
      y = drawLinesHeader(l, t, M);
    }
    l.text(line.sku ?? '', ...COLS.sku, y, 8);
    const h = l.text(line.name, ...COLS.item, y, 9, { maxLines: 2 });
    l.text(String(line.quantity), ...COLS.qty, y, 9, { end: true });
    l.text(money(line.unitPriceMinor), ...COLS.unit, y, 9, { end: true });
    l.text(line.discountMinor ? money(line.discountMinor) : '', ...COLS.discount, y, 9, {
      end: true,
    });
    l.text(line.rateBp === undefined ? '' : percent(line.rateBp), ...COLS.rate, y, 9, {
      end: true,
    });
    l.text(money(line.totalMinor), ...COLS.amount, y, 9, { end: true });
    y += Math.max(h, 14) + 2;
  }
  l.rule(y);
  y += 10;
  if (y > PAGE.height - 190) {
    doc.addPage({ size: 'A4', margin: 0 });
    y = M;
  }

  // Tax per rate (reading side) and totals (far side).
  const half = WIDTH / 2 - 10;
  let ty = y + l.text(t.taxByRate, 0, half, y, 9, { bold: true });
  ty += 2;
  l.text(t.rate, 0, 50, ty, 8, { bold: true });
  l.text(t.base, 52, 110, ty, 8, { bold: true, end: true });
  l.text(t.tax, 164, half - 164, ty, 8, { bold: true, end: true });
  ty += 14;
  for (const r of d.taxByRate) {
    l.text(percent(r.rateBp), 0, 50, ty, 9);
    l.text(money(r.baseMinor), 52, 110, ty, 9, { end: true });
    l.text(money(r.taxMinor), 164, half - 164, ty, 9, { end: true });
    ty += 14;
  }
  const from = WIDTH / 2 + 10;
  const c = d.totals.currency;
  let sy = y;
  for (const [label, minor, bold] of [
    [t.totalNet, d.totals.netMinor, false],
    [t.totalTax, d.totals.taxMinor, false],
    [t.total, d.totals.totalMinor, true],
  ] as const) {
    if (bold)
      doc
        .rect(l.x(from, half), sy - 3, half, 18)
        .fill('#eeeeee')
        .fillColor('black');
    l.text(label, from, half * 0.55, sy, 10, { bold });
    l.text(`${money(minor)} ${c}`, from + half * 0.55, half * 0.45, sy, 10, { bold, end: true });
    sy += 18;
  }
  y = Math.max(ty, sy) + 16;
  const words = closingSentence(d.kind, d.totals.totalMinor, c, d.language);
  if (words) l.text(words, 0, WIDTH, y, 9, { maxLines: 3 });
}

/** One PDF of one or more documents (each starts on its own page). */
export async function salesDocumentsPdf(documents: SalesDocument[]): Promise<Buffer> {
  const first = documents[0];
  const title = first
    ? `${documentTexts(first.language)[first.kind]} ${documents.length === 1 ? first.number : ''}`.trim()
    : '';
  const doc = createPdf({ info: { Title: title, Author: first?.seller.name ?? '' } });
  for (const d of documents) drawSalesDocument(doc, d);
  return pdfBuffer(doc);
}

/** The reusable renderer (invoices now, credit notes later): one document, one PDF. */
export const renderSalesDocument = (document: SalesDocument) => salesDocumentsPdf([document]);

import type { Quote } from '@sp/contracts/api';
import { hasArabic, visualRuns } from '../../kernel/bidi';
import { createPdf, fontOf } from '../../kernel/pdf';
import { quoteDate, quoteMonth, quoteTexts, type QuoteLanguage } from './quote-texts';

interface QuoteMeta {
  language: string;
  leadName: string;
  number: string;
  tenantName: string;
}
type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right';

/** Writes one line of mixed Latin/Arabic text, each run in a font that has its glyphs. */
function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  opts: { align: Align; rtl: boolean; size?: number; bold?: boolean },
) {
  const size = opts.size ?? 10;
  const runs = visualRuns(text, opts.rtl ? 'rtl' : 'ltr').runs.map((r) => {
    doc.font(fontOf(r.arabic, opts.bold)).fontSize(size);
    return { ...r, width: doc.widthOfString(r.text) };
  });
  const total = runs.reduce((s, r) => s + r.width, 0);
  let cx = opts.align === 'right' ? x + width - total : x;
  for (const r of runs) {
    doc.font(fontOf(r.arabic, opts.bold)).fontSize(size);
    // Arabic glyphs sit a little higher in Noto's metrics than Helvetica's: nudge to share a baseline.
    doc.text(r.text, cx, r.arabic ? y - size * 0.55 : y, { lineBreak: false });
    cx += r.width;
  }
}

/** Splits a paragraph into lines that fit `width` at `size` (words kept whole, in reading order). */
function wrap(doc: Doc, text: string, width: number, size: number) {
  const out: string[] = [];
  for (const para of text.split(/\n+/)) {
    let current = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const next = current ? `${current} ${word}` : word;
      doc.font(fontOf(hasArabic(next))).fontSize(size);
      if (current && doc.widthOfString(next) > width) {
        out.push(current);
        current = word;
      } else current = next;
    }
    if (current) out.push(current);
  }
  return out;
}

const money = (amount: string, currency: string) =>
  `${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })} ${currency}`;

/**
 * The quote as an A4 PDF in the lead's language: Arabic is laid out right to left (columns
 * mirrored, text shaped and ordered by the bidi algorithm).
 */
export function quotePdf(quote: Quote, meta: QuoteMeta): Promise<Buffer> {
  const lang = (['en', 'fr', 'ar'].includes(meta.language) ? meta.language : 'en') as QuoteLanguage;
  const t = quoteTexts[lang];
  const rtl = lang === 'ar';
  // The kernel's document: Noto Sans Arabic registered as 'arabic', parsed once per process.
  const doc = createPdf({
    size: 'A4',
    margin: 50,
    autoFirstPage: true,
    info: { Title: `${t.title} ${meta.number}`.trim() },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const left = 50;
  const width = doc.page.width - 100;
  const start: Align = rtl ? 'right' : 'left';
  const end: Align = rtl ? 'left' : 'right';
  let y = 50;
  const row = (label: string, value: string, opts: { bold?: boolean; size?: number } = {}) => {
    // Labels start where the reading starts (right in Arabic), amounts sit at the other end.
    line(doc, label, left, y, width, { align: start, rtl: rtl && hasArabic(label), ...opts });
    line(doc, value, left, y, width, { align: end, rtl: rtl && hasArabic(value), ...opts });
    y += (opts.size ?? 10) + 8;
  };
  line(doc, meta.tenantName, left, y, width, { align: start, rtl, size: 11, bold: true });
  y += 24;
  line(doc, `${t.title}${meta.number ? ` ${meta.number}` : ''}`, left, y, width, {
    align: start,
    rtl,
    size: 18,
    bold: true,
  });
  y += 32;
  if (meta.leadName) row(t.student, meta.leadName);
  if (quote.issuedOn) row(t.issued, quoteDate(quote.issuedOn, lang));
  if (quote.validUntil) row(t.validUntil, quoteDate(quote.validUntil, lang));
  row(t.programme, `${quote.programmeName} (${quote.institution})`);
  row(t.destination, quote.destinationName);
  row(t.intake, quoteMonth(quote.intake, lang));
  row(t.duration, `${quote.durationMonths} ${t.months}`);
  y += 10;
  line(doc, t.costs, left, y, width, { align: start, rtl, size: 13, bold: true });
  y += 22;
  for (const l of quote.lines) {
    const times = l.quantity > 1 ? ` (${l.quantity} × ${money(l.unit, quote.currency)})` : '';
    row(`${l.label}${times}`, money(l.total, quote.currency));
  }
  for (const d of quote.dependents) {
    row(
      `${t.dependent}: ${d.name || '-'}${rtl ? '،' : ','} ${d.age} ${t.years}${d.band ? ` · ${d.band}` : ''}`,
      money(d.cost, quote.currency),
    );
  }
  y += 4;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke('#999999');
  y += 8;
  row(t.total, money(quote.total, quote.currency), { bold: true, size: 12 });
  y += 12;
  line(doc, t.schedule, left, y, width, { align: start, rtl, size: 13, bold: true });
  y += 22;
  for (const s of quote.schedule)
    row(`${s.label} · ${t.due} ${quoteDate(s.dueDate, lang)}`, money(s.amount, quote.currency));
  for (const w of quote.warnings) {
    y += 4;
    line(doc, `! ${w}`, left, y, width, { align: start, rtl: false, size: 9 });
    y += 14;
  }
  y += 16;
  for (const text of wrap(doc, t.footer, width, 8)) {
    line(doc, text, left, y, width, { align: start, rtl, size: 8 });
    y += 12;
  }
  if (quote.terms?.text) {
    // The terms the student accepts with this quote, in their language.
    y += 12;
    const lines = wrap(doc, quote.terms.text, width, 9);
    if (y + 22 + lines.length * 13 > doc.page.height - 50) {
      doc.addPage();
      y = 50;
    }
    line(doc, `${t.terms} (${t.termsVersion} ${quote.terms.version})`, left, y, width, {
      align: start,
      rtl,
      size: 11,
      bold: true,
    });
    y += 20;
    for (const text of lines) {
      line(doc, text, left, y, width, { align: start, rtl: rtl && hasArabic(text), size: 9 });
      y += 13;
    }
  }
  doc.end();
  return done;
}

import type { Quote } from '@sp/contracts/api';
import { hasArabic, visualRuns } from '../../kernel/bidi';
import { createPdf, fontOf } from '../../kernel/pdf';
import { quoteTexts, type QuoteLanguage } from './quote-texts';

interface QuoteMeta { language: string; leadName: string; number: string; tenantName: string }
type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right';

/** Writes one line of mixed Latin/Arabic text, each run in a font that has its glyphs. */
function line(doc: Doc, text: string, x: number, y: number, width: number, opts: { align: Align; rtl: boolean; size?: number; bold?: boolean }) {
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

const money = (amount: string, currency: string) => `${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })} ${currency}`;

/**
 * The quote as an A4 PDF in the lead's language: Arabic is laid out right to left (columns
 * mirrored, text shaped and ordered by the bidi algorithm).
 */
export function quotePdf(quote: Quote, meta: QuoteMeta): Promise<Buffer> {
  const lang = (['en', 'fr', 'ar'].includes(meta.language) ? meta.language : 'en') as QuoteLanguage;
  const t = quoteTexts[lang];
  const rtl = lang === 'ar';
  // The kernel's document: Noto Sans Arabic registered as 'arabic', parsed once per process.
  const doc = createPdf({ size: 'A4', margin: 50, autoFirstPage: true, info: { Title: `${t.title} ${meta.number}`.trim() } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
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
  line(doc, `${t.title}${meta.number ? ` ${meta.number}` : ''}`, left, y, width, { align: start, rtl, size: 18, bold: true });
  y += 32;
  if (meta.leadName) row(t.student, meta.leadName);
  row(t.programme, `${quote.programmeName} (${quote.institution})`);
  row(t.destination, quote.destinationName);
  row(t.intake, quote.intake);
  row(t.duration, `${quote.durationMonths} ${t.months}`);
  y += 10;
  line(doc, t.costs, left, y, width, { align: start, rtl, size: 13, bold: true });
  y += 22;
  for (const l of quote.lines) {
    const times = l.quantity > 1 ? ` (${l.quantity} × ${money(l.unit, quote.currency)})` : '';
    row(`${l.label}${times}`, money(l.total, quote.currency));
  }
  for (const d of quote.dependents) {
    row(`${t.dependent}: ${d.name || '-'}${rtl ? '،' : ','} ${d.age} ${t.years}${d.band ? ` · ${d.band}` : ''}`, money(d.cost, quote.currency));
  }
  y += 4;
  doc.moveTo(left, y).lineTo(left + width, y).stroke('#999999');
  y += 8;
  row(t.total, money(quote.total, quote.currency), { bold: true, size: 12 });
  y += 12;
  line(doc, t.schedule, left, y, width, { align: start, rtl, size: 13, bold: true });
  y += 22;
  for (const s of quote.schedule) row(`${s.label} · ${t.due} ${s.dueDate}`, money(s.amount, quote.currency));
  for (const w of quote.warnings) {
    y += 4;
    line(doc, `! ${w}`, left, y, width, { align: start, rtl: false, size: 9 });
    y += 14;
  }
  y += 16;
  line(doc, t.footer, left, y, width, { align: start, rtl, size: 8 });
  doc.end();
  return done;
}

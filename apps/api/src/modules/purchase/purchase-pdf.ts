import type { PurchaseOrder } from '@sp/contracts/api';
import {
  createPdf,
  drawCode128,
  drawText,
  hasArabic,
  LATIN,
  LATIN_BOLD,
  pdfBuffer,
  type Pdf,
} from '../../kernel/pdf';
import { pdfTexts, type PdfLanguage } from './pdf-texts';

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const INNER = PAGE.width - 2 * PAGE.margin;

interface Party {
  name: string;
  lines: string[];
}

/**
 * The purchase order to send to the supplier (A4), in `language`: Arabic mirrors the layout
 * (columns run right to left) and the shared PDF kernel shapes the text.
 */
export async function purchasePdf(
  po: PurchaseOrder,
  language: PdfLanguage,
  from: Party,
  deliverTo: Party,
): Promise<Buffer> {
  const T = pdfTexts[language];
  const rtl = language === 'ar';
  const locale = language === 'ar' ? 'ar-MA' : language;
  const money = (v: string) =>
    `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(v))} ${po.currency}`;
  const day = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(iso),
        )
      : '—';
  // A box at `x` from the reading start: from the left in Latin, from the right in Arabic.
  const at = (x: number, width: number) =>
    rtl ? PAGE.width - PAGE.margin - x - width : PAGE.margin + x;
  const doc = createPdf({
    size: 'A4',
    margin: 0,
    bufferPages: true,
    info: { Title: `${T.title} ${po.number}` },
  });
  doc.addPage();

  // On an Arabic page a Latin-only text (an address, a SKU, an amount) still ends at the right
  // edge of its box; drawText would start it at the left, as its own direction says.
  const text = (
    s: string,
    x: number,
    y: number,
    width: number,
    size = 9,
    bold = false,
    maxLines = 1,
  ) => {
    let left = at(x, width);
    if (rtl && !hasArabic(s)) {
      const w =
        doc
          .font(bold ? LATIN_BOLD : LATIN)
          .fontSize(size)
          .widthOfString(s) + 1;
      if (w < width) left += width - w;
    }
    return drawText(doc, s, {
      x: left,
      y,
      width: width - (left - at(x, width)),
      size,
      bold,
      maxLines,
    });
  };

  text(from.name, 0, 40, INNER * 0.55, 14, true);
  from.lines.forEach((l, i) => text(l, 0, 60 + i * 12, INNER * 0.55, 8));
  text(T.title, INNER * 0.55, 40, INNER * 0.45, 16, true);
  text(`${T.number}: ${po.number}`, INNER * 0.55, 62, INNER * 0.45, 10, true);
  drawCode128(doc, po.number, at(INNER * 0.55, 150), 78, 150, 26);
  text(`${T.date}: ${day(po.orderedAt ?? po.createdAt)}`, INNER * 0.55, 110, INNER * 0.45);
  text(`${T.expected}: ${day(po.expectedDate)}`, INNER * 0.55, 123, INNER * 0.45);
  if (po.status === 'draft') text(T.draft, INNER * 0.55, 138, INNER * 0.45, 12, true);

  const party = (title: string, p: Party, x: number) => {
    text(title, x, 160, INNER / 2 - 10, 8, true);
    text(p.name, x, 172, INNER / 2 - 10, 10, true);
    p.lines.forEach((l, i) => text(l, x, 187 + i * 12, INNER / 2 - 10, 8));
  };
  party(
    T.supplier,
    {
      name: po.supplier.name,
      lines: [po.supplier.contactName, po.supplier.phone, po.supplier.email].filter(Boolean),
    },
    0,
  );
  party(T.deliverTo, deliverTo, INNER / 2 + 10);

  const cols = [
    { key: 'sku', w: 95 },
    { key: 'product', w: INNER - 95 - 45 - 85 - 90 },
    { key: 'quantity', w: 45 },
    { key: 'unitCost', w: 85 },
    { key: 'total', w: 90 },
  ] as const;
  const colX = (i: number) => cols.slice(0, i).reduce((s, c) => s + c.w, 0);
  const header = (y: number) => {
    doc
      .rect(PAGE.margin, y - 3, INNER, 18)
      .fillColor('#eef1f6')
      .fill()
      .fillColor('black');
    cols.forEach((c, i) => text(T[c.key], colX(i) + 4, y, c.w - 8, 8, true));
    return y + 20;
  };
  let y = header(250);
  for (const line of po.lines) {
    if (y > PAGE.height - 170) {
      doc.addPage();
      y = header(PAGE.margin);
    }
    const cells = [
      line.sku,
      line.productName,
      String(line.quantity),
      money(line.unitCost),
      money((line.quantity * Number(line.unitCost)).toFixed(2)),
    ];
    cells.forEach((c, i) => text(c, colX(i) + 4, y, cols[i]!.w - 8, 8, false, i === 1 ? 2 : 1));
    y += line.productName.length > 45 ? 26 : 16;
    doc
      .moveTo(PAGE.margin, y - 4)
      .lineTo(PAGE.width - PAGE.margin, y - 4)
      .strokeColor('#dde2ea')
      .lineWidth(0.5)
      .stroke();
  }

  const totals: [string, string, boolean][] = [
    [T.subtotal, po.subtotal, false],
    [T.shipping, po.extraCosts.shipping, false],
    [T.customs, po.extraCosts.customs, false],
    [T.other, po.extraCosts.other, false],
    [T.grandTotal, po.total, true],
  ];
  y += 6;
  for (const [label, value, bold] of totals) {
    if (!bold && Number(value) === 0) continue;
    text(label, INNER - 260, y, 150, 9, bold);
    text(money(value), INNER - 110, y, 110, 9, bold);
    y += 15;
  }
  y += 10;
  text(T.terms.replace('{days}', String(po.supplier.paymentTermsDays)), 0, y, INNER);
  if (po.notes) {
    text(`${T.notes}: ${po.notes}`, 0, y + 15, INNER, 9, false, 4);
  }
  pageNumbers(doc, T.page);
  return pdfBuffer(doc);
}

function pageNumbers(doc: Pdf, word: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    drawText(doc, `${word} ${i + 1} / ${range.count}`, {
      x: PAGE.margin,
      y: PAGE.height - 30,
      width: INNER,
      size: 7,
      align: 'center',
    });
  }
}

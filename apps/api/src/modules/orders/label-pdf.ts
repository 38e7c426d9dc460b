import { createPdf, drawCode128, drawQr, drawText, pdfBuffer, type Pdf } from '../../kernel/pdf';
import { fromMinor } from '../../kernel/money';
import type { OrderWithAgent, StoreRow } from './repository';

export type LabelFormat = '4x6' | 'a4';
export interface LabelData {
  row: OrderWithAgent;
  store: StoreRow;
}

/** 4 x 6 in at 72 pt/in: the thermal printers' label. */
export const LABEL_4X6 = { width: 288, height: 432 } as const;
const A4 = { width: 595.28, height: 841.89 } as const;

const money = (minor: number, currency: string) => `${fromMinor(minor)} ${currency}`;

/** One label in a box of any size: drawn for 288 x 432 and scaled to fit. */
function drawLabel(doc: Pdf, { row, store }: LabelData, x: number, y: number, scale: number) {
  const o = row.order;
  doc.save();
  doc.translate(x, y).scale(scale);
  const m = 12;
  const w = LABEL_4X6.width - 2 * m;
  doc
    .lineWidth(1)
    .rect(4, 4, LABEL_4X6.width - 8, LABEL_4X6.height - 8)
    .stroke();

  // Sender and courier.
  drawText(doc, 'FROM / DE', { x: m, y: m, width: w, size: 6 });
  drawText(doc, store.name, { x: m, y: m + 8, width: w * 0.6, size: 9, bold: true });
  drawText(
    doc,
    [store.addressLine1, store.postalCode, store.city, store.phone].filter(Boolean).join(' · '),
    { x: m, y: m + 21, width: w * 0.62, size: 7, maxLines: 2 },
  );
  drawText(doc, row.agentName ?? 'NO COURIER', {
    x: m + w * 0.62,
    y: m + 8,
    width: w * 0.38,
    size: 9,
    bold: true,
    align: 'center',
  });
  doc
    .moveTo(m, 58)
    .lineTo(LABEL_4X6.width - m, 58)
    .stroke();

  // Recipient.
  drawText(doc, 'TO / À', { x: m, y: 63, width: w, size: 6 });
  drawText(doc, o.customerName, { x: m, y: 72, width: w, size: 14, bold: true });
  drawText(doc, o.customerPhone, { x: m, y: 93, width: w, size: 11 });
  drawText(doc, o.address, { x: m, y: 110, width: w, size: 10, maxLines: 2 });
  drawText(doc, o.city, { x: m, y: 142, width: w, size: 16, bold: true });
  doc
    .moveTo(m, 168)
    .lineTo(LABEL_4X6.width - m, 168)
    .stroke();

  // Cash to collect: what a courier must not miss.
  const cod = o.codMinor > 0 ? `COD ${money(o.codMinor, o.currency)}` : 'PREPAID / PAYÉ';
  doc.rect(m, 174, w, 30).fill('black');
  doc.fillColor('white');
  drawText(doc, cod, { x: m, y: 182, width: w, size: 14, bold: true, align: 'center' });
  doc.fillColor('black');
  drawText(doc, `${o.itemsCount} item(s) · ${o.orderedAt.toISOString().slice(0, 10)}`, {
    x: m,
    y: 208,
    width: w,
    size: 8,
  });

  // Order number, tracking number, QR.
  drawText(doc, 'ORDER', { x: m, y: 224, width: w, size: 6 });
  drawCode128(doc, o.number, m, 233, w * 0.62, 42);
  drawText(doc, o.number, { x: m, y: 278, width: w * 0.62, size: 10, bold: true, align: 'center' });
  drawQr(
    doc,
    [o.number, o.trackingNumber, o.codMinor > 0 ? fromMinor(o.codMinor) : '0'].join('|'),
    m + w * 0.68,
    228,
    w * 0.32,
  );
  drawText(doc, 'TRACKING', { x: m, y: 300, width: w, size: 6 });
  if (o.trackingNumber) {
    drawCode128(doc, o.trackingNumber, m, 310, w, 62);
    drawText(doc, o.trackingNumber, {
      x: m,
      y: 376,
      width: w,
      size: 12,
      bold: true,
      align: 'center',
    });
  } else {
    // Tracking may come after the label: the courier writes or sticks it here.
    drawText(doc, 'TRACKING TO FOLLOW / SUIVI À VENIR', {
      x: m,
      y: 330,
      width: w,
      size: 11,
      bold: true,
      align: 'center',
    });
  }
  if (o.note) drawText(doc, o.note, { x: m, y: 396, width: w, size: 7, maxLines: 2 });
  doc.restore();
}

/** Labels drawn between two yields to the event loop: other requests on this process wait at most this many. */
const LABELS_PER_TURN = 2;

/**
 * One PDF for a selection: 4x6 = one label per 288 x 432 pt page; a4 = four labels per
 * sheet (2 x 2, each scaled from 4x6), for office printers and pre-cut sheets. Drawing is
 * synchronous (about 6 ms a label here): every LABELS_PER_TURN labels the process answers
 * other requests, and `onProgress` hears how many are drawn.
 */
export async function labelsPdf(
  labels: LabelData[],
  format: LabelFormat,
  onProgress?: (drawn: number) => Promise<void>,
): Promise<Buffer> {
  const doc = createPdf({ info: { Title: 'Shipping labels', Author: 'SP back office' } });
  const cellW = A4.width / 2;
  const cellH = A4.height / 2;
  const scale = Math.min((cellW - 8) / LABEL_4X6.width, (cellH - 8) / LABEL_4X6.height);
  for (const [i, label] of labels.entries()) {
    if (format === '4x6') {
      doc.addPage({ size: [LABEL_4X6.width, LABEL_4X6.height], margin: 0 });
      drawLabel(doc, label, 0, 0, 1);
    } else {
      if (i % 4 === 0) doc.addPage({ size: 'A4', margin: 0 });
      const col = i % 2;
      const row = Math.floor((i % 4) / 2);
      drawLabel(
        doc,
        label,
        col * cellW + (cellW - LABEL_4X6.width * scale) / 2,
        row * cellH + (cellH - LABEL_4X6.height * scale) / 2,
        scale,
      );
    }
    if ((i + 1) % LABELS_PER_TURN === 0 && i + 1 < labels.length) {
      await new Promise((resolve) => setImmediate(resolve));
      await onProgress?.(i + 1);
    }
  }
  const pdf = await pdfBuffer(doc);
  await onProgress?.(labels.length);
  return pdf;
}

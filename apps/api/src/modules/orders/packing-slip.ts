/**
 * The packing slip (issue 31.4): what goes in the parcel, printed beside the label, in the
 * store's document language (Arabic laid out from the right). No prices: the buyer of a
 * gift, or a courier, sees only the items.
 */
import { localDay } from '../../kernel/local-day';
import { createPdf, drawText, pdfBuffer } from '../../kernel/pdf';
import type { Deps } from '../../kernel/types';
import { notFound } from '../../kernel/errors';
import type { OrderActor } from './pricing';
import { findOrder, linesOf, storeOf } from './repository';
import { documentTexts } from './sales-document-texts';

const PAGE_WIDTH = 595.28;
const M = 40;
const WIDTH = PAGE_WIDTH - 2 * M;

export async function packingSlipPdf(deps: Deps, actor: OrderActor, orderId: string) {
  const row = await findOrder(deps.db, actor, orderId);
  if (!row) throw notFound('Order');
  const o = row.order;
  const [lines, store] = await Promise.all([
    linesOf(deps.db, [o.id]),
    storeOf(deps.db, actor.tenantId, o.storeId),
  ]);
  const orderedOn = await localDay(deps.db, o.orderedAt, store!.timeZone);
  const t = documentTexts(store!.documentLanguage);
  const rtl = store!.documentLanguage === 'ar';
  const doc = createPdf({ info: { Title: `${t.packingSlip} ${o.number}`, Author: store!.name } });
  doc.addPage({ size: 'A4', margin: 0 });
  // x from the reading side; text to the reading side, or to the column's far end.
  const text = (
    s: string,
    from: number,
    width: number,
    y: number,
    size: number,
    opts: { bold?: boolean; end?: boolean; maxLines?: number } = {},
  ) =>
    s
      ? drawText(doc, s, {
          x: rtl ? PAGE_WIDTH - M - from - width : M + from,
          y,
          width,
          size,
          bold: opts.bold,
          align: rtl !== !!opts.end ? 'right' : 'left',
          maxLines: opts.maxLines ?? 1,
        })
      : 0;

  let y = M;
  text(t.packingSlip, 0, WIDTH / 2, y, 20, { bold: true });
  text(`${t.order}: ${o.number}`, WIDTH / 2, WIDTH / 2, y, 11, { bold: true, end: true });
  text(`${t.date}: ${orderedOn}`, WIDTH / 2, WIDTH / 2, y + 16, 10, {
    end: true,
  });
  y += 44;
  const half = WIDTH / 2 - 10;
  let sy = y + text(t.seller, 0, half, y, 8);
  sy += text(store!.legalName || store!.name, 0, half, sy, 11, { bold: true });
  for (const line of [
    store!.addressLine1,
    [store!.postalCode, store!.city].filter(Boolean).join(' '),
    store!.phone,
  ].filter(Boolean))
    sy += text(line, 0, half, sy, 9);
  let by = y + text(t.shipTo, WIDTH / 2 + 10, half, y, 8);
  by += text(o.customerName, WIDTH / 2 + 10, half, by, 11, { bold: true });
  for (const line of [o.address, o.city, o.customerPhone].filter(Boolean))
    by += text(line, WIDTH / 2 + 10, half, by, 9, { maxLines: 2 });
  y = Math.max(sy, by) + 18;

  doc
    .rect(M, y - 2, WIDTH, 16)
    .fill('#eeeeee')
    .fillColor('black');
  text(t.sku, 0, 110, y, 8, { bold: true });
  text(t.item, 115, WIDTH - 175, y, 8, { bold: true });
  text(t.qty, WIDTH - 55, 55, y, 8, { bold: true, end: true });
  y += 18;
  for (const l of lines) {
    if (y > 800) {
      doc.addPage({ size: 'A4', margin: 0 });
      y = M;
    }
    text(l.sku, 0, 110, y, 9);
    const h = text(l.name, 115, WIDTH - 175, y, 10, { maxLines: 2 });
    text(String(l.quantity), WIDTH - 55, 55, y, 11, { bold: true, end: true });
    y += Math.max(h, 15) + 3;
  }
  doc
    .lineWidth(0.5)
    .moveTo(M, y)
    .lineTo(PAGE_WIDTH - M, y)
    .stroke();
  text(
    `${t.items}: ${lines.reduce((n, l) => n + l.quantity, 0)}`,
    WIDTH / 2,
    WIDTH / 2,
    y + 8,
    11,
    { bold: true, end: true },
  );
  if (o.note) text(o.note, 0, WIDTH / 2, y + 8, 9, { maxLines: 3 });
  return { number: o.number, pdf: await pdfBuffer(doc) };
}

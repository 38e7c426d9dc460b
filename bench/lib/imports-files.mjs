// Files the imports bench generates itself: a product sheet and an order export of N lines
// (3 lines per order), and a labels PDF with one page per order.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

// The API's own PDF library (the bench has no copy of it).
const apiRequire = createRequire(new URL('../../apps/api/package.json', import.meta.url));

/** 200 products (IMP-B-000..199) in one CSV. */
export function productsCsv(n = 200) {
  let out = 'sku,name,category,cost price,sale price\n';
  for (let i = 0; i < n; i++)
    out += `IMP-B-${String(i).padStart(3, '0')},Produit banc ${i},Banc,${10 + (i % 50)}.00,${25 + (i % 70)}.50\n`;
  return out;
}

/** `lines` order lines, 3 per order (BENCH-0000001...), naming the products above. */
export function ordersCsv(lines, prefix = 'BENCH') {
  const cities = ['Casablanca', 'Rabat', 'Marrakech', 'Fès', 'Tanger', 'Agadir'];
  const parts = [
    'order number,order date,customer,phone,city,address,sku,quantity,payment method,shipping fee\n',
  ];
  for (let i = 0; i < lines; i++) {
    const order = Math.floor(i / 3);
    const num = `${prefix}-${String(order).padStart(7, '0')}`;
    parts.push(
      `${num},2026-11-${String(1 + (order % 28)).padStart(2, '0')},Client ${order},+212 6${String(10000000 + order).slice(-8)},${cities[order % 6]},"${order % 90} rue de la Paix",IMP-B-${String(i % 200).padStart(3, '0')},${1 + (i % 3)},${order % 5 ? 'cod' : 'prepaid'},25\n`,
    );
  }
  return parts.join('');
}

/** One label page per order number: the carrier's PDF. */
export async function labelsPdf(numbers) {
  const lib = await import(pathToFileURL(apiRequire.resolve('@cantoo/pdf-lib')).href);
  const { PDFDocument, StandardFonts } = lib.PDFDocument ? lib : lib.default;
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  numbers.forEach((num, i) => {
    const page = doc.addPage([288, 432]);
    page.drawText('AMANA EXPRESS', { x: 20, y: 400, size: 14, font });
    page.drawText(`Ref: ${num}`, { x: 20, y: 370, size: 12, font });
    page.drawText(`Tracking AMA${String(700000000 + i)}MA`, { x: 20, y: 346, size: 12, font });
  });
  return Buffer.from(await doc.save());
}

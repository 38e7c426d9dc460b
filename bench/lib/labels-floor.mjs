// The labels' floor (issue 35): the same 4x6 pages as POST /api/labels (label-pdf.ts) for
// the same orders, drawn by bare pdfkit: the orders read by one query over pg, text in
// Helvetica or, for Arabic, Noto Sans Arabic shaped by pdfkit itself (features: rlig), a
// Code 128 and a QR per label from the same encoders the product uses (bwip-js, qrcode),
// bars and modules drawn as rectangles. No bidi layout, no caches, no wrapping: the
// cheapest way to put those pages in a PDF.
import { createRequire } from 'node:module';
import pg from 'pg';

const apiRequire = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const PDFDocument = apiRequire('pdfkit');
const bwipjs = apiRequire('bwip-js/node');
const QRCode = apiRequire('qrcode');
const ARABIC = apiRequire.resolve(
  '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
);
const ARABIC_BOLD = apiRequire.resolve(
  '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
);
const arabic = /[\u0600-\u06FF]/;

const SQL = `select o.number, o.customer_name, o.customer_phone, o.address, o.city, o.cod_minor, o.currency, o.items_count,
  o.ordered_at, o.tracking_number, o.note, a.name as agent, s.name as store, s.address_line1, s.postal_code, s.city as store_city, s.phone
  from orders o join stores s on s.id = o.store_id left join fulfillment_agents a on a.id = o.agent_id
  where o.id = any($1::uuid[]) order by array_position($1::uuid[], o.id)`;

function text(doc, value, x, y, size, bold = false) {
  const rtl = arabic.test(value);
  doc
    .font(rtl ? (bold ? 'arabic-bold' : 'arabic') : bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(size)
    .text(value, x, y, { lineBreak: false, ...(rtl ? { features: ['rlig'] } : {}) });
}

function code128(doc, value, x, y, width, height) {
  const [{ sbs }] = bwipjs.raw('code128', value);
  const module = width / sbs.reduce((a, b) => a + b, 0);
  let at = x;
  sbs.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(at, y, w * module, height);
    at += w * module;
  });
  doc.fill('black');
}

function qr(doc, value, x, y, size) {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  for (let r = 0; r < modules.size; r++)
    for (let c = 0; c < modules.size; c++)
      if (modules.get(r, c)) doc.rect(x + c * cell, y + r * cell, cell, cell);
  doc.fill('black');
}

/** Reads the orders and draws one page each; resolves with the ms it took and the PDF's size. */
export async function labelsFloor(databaseUrl, ids) {
  const t0 = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(SQL, [ids]);
  await client.end();
  const doc = new PDFDocument({ autoFirstPage: false, compress: true });
  doc.registerFont('arabic', ARABIC);
  doc.registerFont('arabic-bold', ARABIC_BOLD);
  const chunks = [];
  doc.on('data', (c) => chunks.push(c));
  const done = new Promise((resolve) => doc.on('end', resolve));
  for (const o of rows) {
    doc.addPage({ size: [288, 432], margin: 0 });
    doc.lineWidth(1).rect(4, 4, 280, 424).stroke();
    text(doc, 'FROM / DE', 12, 12, 6);
    text(doc, o.store, 12, 20, 9, true);
    text(
      doc,
      [o.address_line1, o.postal_code, o.store_city, o.phone].filter(Boolean).join(' · '),
      12,
      33,
      7,
    );
    text(doc, o.agent ?? '—', 170, 20, 9, true);
    doc.moveTo(12, 58).lineTo(276, 58).stroke();
    text(doc, 'TO / À', 12, 63, 6);
    text(doc, o.customer_name, 12, 72, 14, true);
    text(doc, o.customer_phone, 12, 93, 11);
    text(doc, o.address, 12, 110, 10);
    text(doc, o.city, 12, 142, 16, true);
    doc.moveTo(12, 168).lineTo(276, 168).stroke();
    doc.rect(12, 174, 264, 30).fill('black').fillColor('white');
    text(
      doc,
      o.cod_minor > 0 ? `COD ${(o.cod_minor / 100).toFixed(2)} ${o.currency}` : 'PREPAID / PAYÉ',
      80,
      182,
      14,
      true,
    );
    doc.fillColor('black');
    text(doc, `${o.items_count} item(s) · ${o.ordered_at.toISOString().slice(0, 10)}`, 12, 208, 8);
    text(doc, 'ORDER', 12, 224, 6);
    code128(doc, o.number, 12, 233, 164, 42);
    text(doc, o.number, 40, 278, 10, true);
    qr(
      doc,
      [o.number, o.tracking_number, o.cod_minor > 0 ? (o.cod_minor / 100).toFixed(2) : '0'].join(
        '|',
      ),
      192,
      228,
      84,
    );
    text(doc, 'TRACKING', 12, 300, 6);
    if (o.tracking_number) {
      code128(doc, o.tracking_number, 12, 310, 264, 62);
      text(doc, o.tracking_number, 80, 376, 12, true);
    }
    if (o.note) text(doc, o.note, 12, 396, 7);
  }
  doc.end();
  await done;
  const bytes = chunks.reduce((n, c) => n + c.length, 0);
  return { ms: performance.now() - t0, bytes, pages: rows.length };
}

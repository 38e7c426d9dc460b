import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { ordersTestApp, readPdf } from './test-helpers';

const { app, fx } = ordersTestApp();
const { admin } = fx;

const labels = (orderIds: string[], format: '4x6' | 'a4') =>
  app().app.inject({
    method: 'POST',
    url: '/api/labels',
    headers: { authorization: `Bearer ${fx.token(admin)}` },
    payload: { orderIds, format },
  });

describe('shipping labels', () => {
  it('prints one 4x6 page (288 x 432 pt) per order with its tracking number as text, and records each print', async () => {
    const p = await fx.product(10);
    const agentId = await fx.courier();
    const a = await fx.order(p.id, {
      agentId,
      trackingNumber: 'AMN100200300MA',
      customer: {
        name: 'فاطمة الزهراء بنعلي',
        phone: '+212 661-234567',
        city: 'الدار البيضاء',
        address: 'شارع محمد الخامس',
      },
    });
    const b = await fx.order(p.id, { agentId, trackingNumber: 'AMN100200301MA' });
    const res = await labels([a.id, b.id], '4x6');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pages = await readPdf(res.rawPayload);
    expect(pages.map(({ width, height }) => [width, height])).toEqual([
      [288, 432],
      [288, 432],
    ]);
    expect(pages[0]!.text).toContain('AMN100200300MA');
    expect(pages[1]!.text).toContain('AMN100200301MA');
    expect(pages[0]!.text).toContain(a.number);

    await labels([a.id], 'a4');
    const detail = (await fx.as(admin, 'GET', `/api/orders/${a.id}`)).body;
    expect(detail.labelPrintCount).toBe(2);
    expect(detail.labelPrintedAt).not.toBeNull();
    expect(
      detail.history
        .filter((h: { kind: string }) => h.kind === 'label')
        .map((h: { note: string }) => h.note),
    ).toEqual(['4x6', 'reprint (a4)']);

    // The labels page's "not printed yet" leaves them out; "printed" finds them.
    const notPrinted = await fx.as(
      admin,
      'GET',
      `/api/orders?labelPrinted=false&search=${a.number}`,
    );
    expect(notPrinted.body.total).toBe(0);
    const printed = await fx.as(admin, 'GET', `/api/orders?labelPrinted=true&search=${a.number}`);
    expect(printed.body.items.map((o: { id: string }) => o.id)).toEqual([a.id]);
  });

  it("answers 404 for another tenant's order, for labels and the detail alike", async () => {
    const p = await fx.product(1);
    const o = await fx.order(p.id);
    expect((await fx.as('admin@horizon.test', 'GET', `/api/orders/${o.id}`)).status).toBe(404);
    const res = await app().app.inject({
      method: 'POST',
      url: '/api/labels',
      headers: { authorization: `Bearer ${fx.token('admin@horizon.test')}` },
      payload: { orderIds: [o.id] },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('export and report', () => {
  it('exports a selection (ids) as CSV with formula cells neutralised', async () => {
    const p = await fx.product(5);
    const evil = await fx.order(p.id, {
      customer: {
        name: '=HYPERLINK("http://x","y")',
        phone: '+212 600 000 000',
        city: '@Casablanca',
        address: '+1 rue',
      },
    });
    const other = await fx.order(p.id);
    const res = await fx.as(admin, 'GET', `/api/orders/export?format=csv&ids=${evil.id}`);
    expect(res.status).toBe(200);
    const text = String(res.body);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(text).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(text).toContain(`"'@Casablanca"`);
    expect(text).toContain(`"'+1 rue"`);
    expect(text).not.toContain(other.number);
  });

  it('exports a selection as XLSX: formula-looking text stays text, never a formula', async () => {
    const p = await fx.product(5);
    const evil = await fx.order(p.id, {
      customer: { name: '=SUM(A1:A9)', phone: '+212 600 000 001', city: '-Rabat', address: '@rue' },
    });
    const res = await app().app.inject({
      method: 'GET',
      url: `/api/orders/export?format=xlsx&ids=${evil.id}`,
      headers: { authorization: `Bearer ${fx.token(admin)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = XLSX.read(res.rawPayload, { type: 'buffer', cellFormula: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false });
    expect(rows).toHaveLength(2); // the header and the one order asked for
    expect(rows[1]).toEqual(expect.arrayContaining([evil.number, "'=SUM(A1:A9)", "'-Rabat"]));
    const cells = Object.entries(sheet).filter(([ref]) => !ref.startsWith('!'));
    expect(cells.filter(([, c]) => (c as XLSX.CellObject).f)).toEqual([]);
  });

  it('sums in the report equal the orders it counts', async () => {
    const query = `storeId=${fx.casa()}`;
    const [report, counts] = await Promise.all([
      fx.as(admin, 'GET', `/api/orders/report?${query}`),
      fx.as(admin, 'GET', `/api/orders/counts?${query}`),
    ]);
    expect(report.status).toBe(200);
    const mad = report.body.currencies.find((c: { currency: string }) => c.currency === 'MAD');
    expect(report.body.count).toBe(counts.body.all);
    for (const b of mad.byStatus) expect(b.count, b.key).toBe(counts.body.counts[b.key]);
    const minor = (s: string) => Math.round(Number(s) * 100);
    for (const section of ['byStatus', 'byDay', 'byCity', 'byAgent', 'byPaymentMethod'] as const) {
      expect(
        mad[section].reduce((a: number, b: { count: number }) => a + b.count, 0),
        section,
      ).toBe(mad.count);
      expect(
        mad[section].reduce((a: number, b: { amount: string }) => a + minor(b.amount), 0),
        section,
      ).toBe(minor(mad.amount) + minor(mad.cancelledAmount));
    }
    // The headline amount leaves cancelled orders out, and says how much that is.
    const cancelled = mad.byStatus.find((b: { key: string }) => b.key === 'cancelled');
    expect(cancelled?.count ?? 0).toBe(mad.cancelledCount);
    expect(minor(cancelled?.amount ?? '0')).toBe(minor(mad.cancelledAmount));
    // Drilling into one status: the list's total is the report's count, and its rows add up to the amount.
    const shipped = mad.byStatus.find((b: { key: string }) => b.key === 'shipped');
    if (shipped) {
      const list = await fx.as(admin, 'GET', `/api/orders?${query}&status=shipped&pageSize=100`);
      expect(list.body.total).toBe(shipped.count);
      if (list.body.total <= 100)
        expect(
          list.body.items.reduce((a: number, o: { total: string }) => a + minor(o.total), 0),
        ).toBe(minor(shipped.amount));
    }
  });
});

import { PDFDocument } from '@cantoo/pdf-lib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { orders } from '../orders/tables';
import { analysed, commit, fixture } from './test-helpers';

let t: TestApp;
let admin: string;
let tenantId: string;
let store: Record<string, string>;
const orderByRef = async (ref: string) =>
  (
    await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.externalRef, ref)))
  )[0]!;

beforeAll(async () => {
  t = await createTestApp({ jobs: { worker: true, pollMs: 30, leaseMs: 2000, concurrency: 2 } });
  admin = await signIn(t, 'admin@atlas.test');
  const ids = await demoIds(t.db);
  tenantId = ids.tenant('atlas').id;
  store = { 'x-store-id': ids.store('Atlas Casablanca').id };
  await commit(
    t,
    admin,
    (await analysed(t, admin, 'products', 'p.csv', fixture('products-ok.csv'), store)).id,
  );
  const file = Buffer.from(
    fixture('orders-one-error.csv').toString().replace('IMP-999', 'IMP-101'),
  );
  await commit(t, admin, (await analysed(t, admin, 'orders', 'o.csv', file, store)).id);
});
afterAll(() => t?.close());

describe('order labels import', () => {
  it('a carrier CSV sets tracking numbers on the orders it names; an unknown order is a row error', async () => {
    const csv = Buffer.from(
      'order number;tracking number;carrier\nJUM-1003;AMA555000111MA;Amana\nJUM-9999;AMA555000112MA;Amana\n',
    );
    const imp = await analysed(t, admin, 'order_labels', 'amana.csv', csv);
    expect(imp.counts).toMatchObject({ total: 2, new: 1, error: 1 });
    expect(imp.errors[0]).toMatchObject({
      rowNumber: 3,
      column: 'orderNumber',
      code: 'order_not_found',
    });
    await commit(t, admin, imp.id, true);
    expect((await orderByRef('JUM-1003')).trackingNumber).toBe('AMA555000111MA');
  });

  it('a labels PDF: each page read, matched (matched / unmatched), and stored as its order’s label', async () => {
    const imp = await analysed(
      t,
      admin,
      'order_labels',
      'amana-labels.pdf',
      fixture('labels-3-pages.pdf'),
    );
    expect(imp).toMatchObject({ fileType: 'pdf', counts: { total: 3, new: 2, error: 1 } });
    expect(imp.errors).toEqual([expect.objectContaining({ rowNumber: 3, code: 'page_unmatched' })]);
    const first = await orderByRef('JUM-1001');
    expect(imp.preview[0]).toMatchObject({
      rowNumber: 1,
      action: 'new',
      values: { orderNumber: first.number },
    });
    await commit(t, admin, imp.id, true);

    const label = await t.app.inject({
      method: 'GET',
      url: `/api/imports/carrier-labels/${first.id}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(label.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    const second = await orderByRef('JUM-1002');
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/imports/carrier-labels/${second.id}`,
          token: admin,
        })
      ).status,
    ).toBe(200);
    const other = await signIn(t, 'admin@horizon.test');
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/imports/carrier-labels/${first.id}`,
          token: other,
        })
      ).status,
    ).toBe(404);
  }, 60_000); // the PDF is read in a worker thread, which takes seconds to start from TypeScript source on a loaded machine
});

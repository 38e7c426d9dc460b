import { and, asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { customers, orderLines, orders } from '../orders/tables';
import { analysed, commit, fixture } from './test-helpers';
import { importRows } from './tables';

let t: TestApp;
let admin: string;
let tenantId: string;
let store: Record<string, string>;

/** The staged rows of an import (row number and action), once the commit's clean-up has run. */
async function stagedAfterCommit(importId: string, expected: number) {
  for (const end = Date.now() + 10_000; ; await new Promise((r) => setTimeout(r, 50))) {
    const rows = await t.db
      .select({ rowNumber: importRows.rowNumber, action: importRows.action })
      .from(importRows)
      .where(eq(importRows.importId, importId))
      .orderBy(asc(importRows.rowNumber));
    if (rows.length === expected || Date.now() > end) return rows;
  }
}

const orderByRef = async (ref: string) => {
  const rows = await t.db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.externalRef, ref)));
  return rows;
};

beforeAll(async () => {
  t = await createTestApp({ jobs: { worker: true, pollMs: 30, leaseMs: 2000, concurrency: 2 } });
  admin = await signIn(t, 'admin@atlas.test');
  const ids = await demoIds(t.db);
  tenantId = ids.tenant('atlas').id;
  store = { 'x-store-id': ids.store('Atlas Casablanca').id };
  // The products the order files name, in the store's currency.
  const products = await analysed(
    t,
    admin,
    'products',
    'products-ok.csv',
    fixture('products-ok.csv'),
    store,
  );
  await commit(t, admin, products.id);
});
afterAll(() => t?.close());

describe('orders import', () => {
  it('groups lines by order number; an unknown SKU puts its whole order in error; skipping stores the others', async () => {
    const imp = await analysed(
      t,
      admin,
      'orders',
      'jumia.csv',
      fixture('orders-one-error.csv'),
      store,
    );
    expect(imp.counts).toMatchObject({ total: 5, new: 3, error: 2 });
    // Issue 30: 5 lines make 3 orders (JUM-1001 has two lines, JUM-1003 two, both in error).
    expect(imp.counts.records).toEqual({ total: 3, new: 2, update: 0, unchanged: 0, error: 1 });
    expect(imp.errors).toEqual([
      expect.objectContaining({
        rowNumber: 5,
        column: 'sku',
        code: 'unknown_sku',
        params: { value: 'IMP-999' },
      }),
      expect.objectContaining({ rowNumber: 6, code: 'order_has_error_line' }),
    ]);
    const refused = await call(t.app, {
      method: 'POST',
      url: `/api/imports/${imp.id}/commit`,
      token: admin,
      payload: {},
    });
    expect(refused.body.error.code).toBe('import_has_errors');
    expect(await orderByRef('JUM-1001')).toHaveLength(0);

    await commit(t, admin, imp.id, true);
    const [first] = await orderByRef('JUM-1001');
    expect(first).toMatchObject({
      customerName: 'Youssef El Amrani',
      city: 'Casablanca',
      paymentMethod: 'cod',
      currency: 'MAD',
      itemsCount: 3,
      shippingFeeMinor: 2500,
    });
    // 2 x 149.90 (the product's price) + 650.00 (the file's) + 25 shipping; COD is the total.
    expect(first).toMatchObject({ subtotalMinor: 94980, totalMinor: 97480, codMinor: 97480 });
    expect(first!.orderedAt.toISOString()).toBe('2026-11-20T00:00:00.000Z');
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, first!.id))
      .orderBy(asc(orderLines.position));
    expect(lines.map((l) => [l.sku, l.quantity])).toEqual([
      ['IMP-100', 2],
      ['IMP-101', 1],
    ]);
    expect((await orderByRef('JUM-1002'))[0]).toMatchObject({
      customerName: 'فاطمة الزهراء بناني',
      paymentMethod: 'prepaid',
      codMinor: 0,
    });
    expect(await orderByRef('JUM-1003')).toHaveLength(0);
    // The stored rows leave the staging table; the rows in error stay for the error file.
    expect(await stagedAfterCommit(imp.id, 2)).toEqual([
      { rowNumber: 5, action: 'error' },
      { rowNumber: 6, action: 'error' },
    ]);

    // The error file holds the whole order in error; fixed and uploaded again, it is stored.
    const file = await call(t.app, {
      method: 'GET',
      url: `/api/imports/${imp.id}/errors`,
      token: admin,
    });
    const fixed = Buffer.from(String(file.body).replace('IMP-999', 'IMP-101'));
    const again = await analysed(t, admin, 'orders', 'jumia-errors.csv', fixed, store);
    expect(again.counts).toMatchObject({ total: 2, new: 2, error: 0 });
    await commit(t, admin, again.id);
    expect((await orderByRef('JUM-1003'))[0]).toMatchObject({ itemsCount: 2 });

    // The same file once more: every order exists, nothing is created twice.
    const third = await analysed(
      t,
      admin,
      'orders',
      'jumia.csv',
      Buffer.from(fixture('orders-one-error.csv').toString().replace('IMP-999', 'IMP-101')),
      store,
    );
    expect(third.counts).toMatchObject({ total: 5, new: 0, unchanged: 5, error: 0 });
    expect(third.counts.records).toEqual({ total: 3, new: 0, update: 0, unchanged: 3, error: 0 });
    expect(await orderByRef('JUM-1001')).toHaveLength(1);
  });

  it('refuses lines of one order that disagree on order-level fields, and a price in another currency', async () => {
    const csv = [
      'order number,order date,customer,phone,city,address,sku,quantity,unit price,payment method,shipping fee',
      'JUM-2001,2026-11-20,Salma Idrissi,+212 612 000 111,Casablanca,1 rue A,IMP-100,1,,cod,20',
      'JUM-2001,2026-11-20,Salma Idrissi,0612000111,Casablanca,1 rue A,IMP-101,1,,prepaid,50',
      'JUM-2002,2026-11-20,Omar Tazi,0612000222,Rabat,2 rue B,IMP-100,1,95.00 EUR,cod,20',
      'JUM-2003,2026-11-20,Nadia Alami,0612000333,Fes,3 rue C,IMP-100,1,95.00 DH,cod,20',
    ].join('\n');
    const imp = await analysed(t, admin, 'orders', 'mixed.csv', Buffer.from(csv), store);
    expect(imp.errors).toEqual([
      expect.objectContaining({ rowNumber: 2, code: 'order_has_error_line' }),
      expect.objectContaining({
        rowNumber: 3,
        column: 'paymentMethod',
        code: 'order_fields_differ',
        params: { orderNumber: 'JUM-2001', row: '2' },
      }),
      expect.objectContaining({ rowNumber: 3, column: 'shippingFee', code: 'order_fields_differ' }),
      expect.objectContaining({
        rowNumber: 4,
        column: 'unitPrice',
        code: 'price_currency',
        params: { value: '95.00 EUR', currency: 'EUR', storeCurrency: 'MAD' },
      }),
    ]);
    expect(imp.counts).toMatchObject({ total: 4, new: 1, error: 3 });
    expect(imp.counts.records).toEqual({ total: 3, new: 1, update: 0, unchanged: 0, error: 2 });
  });

  it('attaches each imported order to the customer of its phone: a known one, or one made and named as its latest order', async () => {
    const [known] = await t.db
      .select()
      .from(customers)
      .where(eq(customers.tenantId, tenantId))
      .orderBy(asc(customers.phoneKey))
      .limit(1);
    const csv = [
      'order number,order date,customer,phone,city,address,sku,quantity',
      'CUS-1,2026-10-01,Hind Old,+212 6 99 00 11 22,Rabat,1 rue A,IMP-100,1',
      'CUS-2,2026-10-05,Hind Berrada,0699001122,Rabat,2 rue B,IMP-100,1',
      `CUS-3,2026-10-02,Someone Else,0${known!.phoneKey},Fes,3 rue C,IMP-101,1`,
    ].join('\n');
    const imp = await analysed(t, admin, 'orders', 'customers.csv', Buffer.from(csv), store);
    expect(imp.counts).toMatchObject({ new: 3, error: 0 });
    await commit(t, admin, imp.id);
    const [one] = await orderByRef('CUS-1');
    const [two] = await orderByRef('CUS-2');
    const [three] = await orderByRef('CUS-3');
    expect(one!.customerId).toBeTruthy();
    expect(two!.customerId).toBe(one!.customerId);
    expect(three!.customerId).toBe(known!.id);
    const made = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.phoneKey, '699001122')));
    expect(made).toEqual([
      expect.objectContaining({ id: one!.customerId, name: 'Hind Berrada', address: '2 rue B' }),
    ]);
    // A known customer takes the name of the phone's latest order, as the order form does.
    const [renamed] = await t.db.select().from(customers).where(eq(customers.id, known!.id));
    expect(renamed).toMatchObject({ name: 'Someone Else', city: 'Fes' });
  });

  // What earlier analyses staged, rebuilt from today's layout: a line's own fields
  // (productId, quantity, unitPrice, note), then on an order's first line its fields
  // (orderedAt, name, phone, city, address, paymentMethod, shippingFee).
  const EARLIER_LAYOUTS = {
    'every field on every line (2026-11-28)': sql`jsonb_build_array(r.natural_key, f.data->4,
      f.data->5, f.data->6, f.data->7, f.data->8, r.data->0, r.data->1, r.data->2, f.data->9,
      f.data->10, r.data->3)`,
    'objects, the customer nested (2026-11-27)': sql`jsonb_build_object('orderNumber',
      r.natural_key, 'orderedAt', f.data->4, 'customer', jsonb_build_object('name', f.data->5,
      'phone', f.data->6, 'city', f.data->7, 'address', f.data->8), 'productId', r.data->0,
      'quantity', r.data->1, 'unitPrice', r.data->2, 'paymentMethod', f.data->9,
      'shippingFee', f.data->10, 'note', r.data->3)`,
  };

  it.each(Object.entries(EARLIER_LAYOUTS))(
    'commits a file whose lines were staged as %s',
    async (layout, rebuilt) => {
      const ref = layout.startsWith('objects') ? 'OLD-1' : 'OLD-2';
      const csv = [
        'order number,order date,customer,phone,city,address,sku,quantity,unit price,shipping fee,note',
        `${ref},2026-10-01,Salma Idrissi,0611223344,Tanger,"5 rue de Fès, Tanger",IMP-100,2,95.50,25,sonner deux fois`,
        `${ref},2026-10-01,Salma Idrissi,0611223344,Tanger,"5 rue de Fès, Tanger",IMP-101,1,,25,`,
      ].join('\n');
      const imp = await analysed(t, admin, 'orders', 'old.csv', Buffer.from(csv), store);
      expect(imp.counts).toMatchObject({ new: 2, error: 0 });
      await t.db.execute(sql`
      update import_rows r set data = ${rebuilt}
      from import_rows f
      where r.import_id = ${imp.id} and f.import_id = r.import_id and f.row_number = 2`);
      await commit(t, admin, imp.id);
      const [order] = await orderByRef(ref);
      expect(order).toMatchObject({
        customerName: 'Salma Idrissi',
        customerPhone: '0611223344',
        city: 'Tanger',
        address: '5 rue de Fès, Tanger',
        shippingFeeMinor: 2500,
        itemsCount: 3,
        note: 'sonner deux fois',
      });
      expect(order!.orderedAt.toISOString()).toBe('2026-10-01T00:00:00.000Z');
      const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
      expect(lines.find((l) => l.sku === 'IMP-100')).toMatchObject({
        quantity: 2,
        unitPriceMinor: 9550,
      });
    },
  );

  it('reads XLSX dates and formula values, French headers', async () => {
    const imp = await analysed(
      t,
      admin,
      'orders',
      'commandes.xlsx',
      fixture('orders-date-formula.xlsx'),
      store,
    );
    expect(imp.counts).toMatchObject({ new: 1, error: 0 });
    await commit(t, admin, imp.id);
    const [order] = await orderByRef('CDS-77');
    expect(order!.orderedAt.toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(order!.itemsCount).toBe(3);
  });

  it('numbers a file of several pages from the sequence without a gap, each order with its customer', async () => {
    // 2,500 orders of 3 lines: two pages to store. Orders 1,200-1,299 repeat earlier phones.
    let csv = 'order number,customer,phone,city,address,sku,quantity\n';
    const phoneOf = (n: number) =>
      `+212 7${String(10_000_000 + (n >= 1200 && n < 1300 ? n - 1000 : n)).slice(-8)}`;
    for (let i = 0; i < 7500; i++) {
      const n = Math.floor(i / 3);
      csv += `PAGE-${n},Client ${n},${phoneOf(n)},Fès,${n} avenue Hassan II,IMP-10${i % 2},1\n`;
    }
    const imp = await analysed(t, admin, 'orders', 'pages.csv', Buffer.from(csv), store);
    expect(imp.counts).toMatchObject({ new: 7500, error: 0 });
    const sequence = async () => {
      const { rows } = await t.db.execute<{ next: number }>(
        sql`select next from document_sequences where tenant_id = ${tenantId} and series = 'order'`,
      );
      return Number(rows[0]!.next);
    };
    const first = await sequence();
    const { rows: clock } = await t.db.execute<{ now: string }>(sql`select now()::text as now`);
    expect((await commit(t, admin, imp.id)).body).toMatchObject({ status: 'committed' });
    // 7,500 rows stored: the job then has PostgreSQL take the orders' statistics again.
    await vi.waitFor(
      async () => {
        const { rows } = await t.db.execute<{ fresh: boolean }>(sql`
          select coalesce(last_analyze >= ${clock[0]!.now}::timestamptz, false) as fresh
          from pg_stat_user_tables where relname = 'orders'`);
        expect(rows[0]?.fresh).toBe(true);
      },
      { timeout: 15_000, interval: 100 },
    );

    const stored = await t.db
      .select({ ref: orders.externalRef, number: orders.number, customerId: orders.customerId })
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), like(orders.externalRef, 'PAGE-%')))
      .orderBy(asc(orders.number));
    expect(stored).toHaveLength(2500);
    expect(stored.map((o) => o.number)).toEqual(
      Array.from({ length: 2500 }, (_, i) => `ATL-${String(first + i).padStart(6, '0')}`),
    );
    expect(await sequence()).toBe(first + 2500);
    const byRef = new Map(stored.map((o) => [o.ref, o.customerId]));
    expect(stored.every((o) => o.customerId)).toBe(true);
    expect(new Set(byRef.values()).size).toBe(2400);
    expect(byRef.get('PAGE-1250')).toBe(byRef.get('PAGE-250'));
    const [customer] = await t.db
      .select()
      .from(customers)
      .where(eq(customers.id, byRef.get('PAGE-2499')!));
    expect(customer).toMatchObject({ name: 'Client 2499', phoneKey: '710002499', city: 'Fès' });
  });

  it('a write that fails mid-commit stores nothing and says why', async () => {
    // 2,500 orders of 3 lines, two pages to store: the first page's orders find a number
    // already taken.
    let csv = 'order number,customer,phone,city,address,sku,quantity\n';
    for (let i = 0; i < 7500; i++) {
      const n = Math.floor(i / 3);
      csv += `BULK-${n},Client ${n},+212 6${String(10_000_000 + n).slice(-8)},Rabat,${n} rue Allal Ben Abdellah,IMP-10${i % 2},1\n`;
    }
    const imp = await analysed(t, admin, 'orders', 'bulk.csv', Buffer.from(csv), store);
    expect(imp.counts).toMatchObject({ new: 7500, error: 0 });
    const { rows } = await t.db.execute<{ next: number }>(
      sql`select next from document_sequences where tenant_id = ${tenantId} and series = 'order'`,
    );
    const taken = `ATL-${String(Number(rows[0]!.next) + 10).padStart(6, '0')}`;
    await t.db.execute(
      sql`update orders set number = ${taken} where id = (select id from orders where tenant_id = ${tenantId} order by ordered_at limit 1)`,
    );

    const done = await commit(t, admin, imp.id);
    expect(done.body).toMatchObject({ status: 'ready', error: { code: 'import_commit_failed' } });
    expect(done.body.error.message).toMatch(
      /^Nothing was stored: duplicate key value violates unique constraint "orders_tenant_number_unique"/,
    );
    const stored = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), like(orders.externalRef, 'BULK-%')));
    expect(stored).toHaveLength(0);
  });

  it('needs a store when the caller may use several', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/imports?kind=orders', token: admin });
    expect(res.status).toBe(200);
    const { upload } = await import('./test-helpers');
    const noStore = await upload(t, admin, 'orders', 'jumia.csv', fixture('orders-one-error.csv'));
    expect(noStore.status).toBe(400);
    expect(noStore.body.error.code).toBe('import_store_required');
  });
});

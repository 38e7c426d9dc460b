import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { orderLines, orders } from '../orders/tables';
import { analysed, commit } from './test-helpers';

let t: TestApp;
let admin: string;
let tenantId: string;
let store: Record<string, string>;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp({ jobs: { worker: true, pollMs: 30, leaseMs: 2000, concurrency: 2 } });
  admin = await signIn(t, 'admin@atlas.test');
  const demo = await demoIds(t.db);
  tenantId = demo.tenant('atlas').id;
  store = { 'x-store-id': demo.store('Atlas Casablanca').id };
  // Orders of the store the file is imported into (an order number is known per store).
  const some = await t.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.storeId, store['x-store-id']!)))
    .limit(10);
  ids = some.map((o) => o.id);
  expect(ids.length).toBeGreaterThan(3);
});
afterAll(() => t?.close());

const exportFile = async (query: string) => {
  const res = await call(t.app, {
    method: 'GET',
    url: `/api/orders/export?${query}&ids=${ids.join(',')}`,
    token: admin,
    headers: store,
  });
  expect(res.status).toBe(200);
  return { headers: res.headers, payload: String(res.body) };
};
const snapshot = async () => {
  const [o] = await t.db.select({ n: count() }).from(orders).where(eq(orders.tenantId, tenantId));
  const [l] = await t.db
    .select({ n: count() })
    .from(orderLines)
    .where(eq(orderLines.tenantId, tenantId));
  const rows = await t.db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId)));
  return {
    orders: o!.n,
    lines: l!.n,
    totals: rows
      .map((r) => `${r.number}:${r.totalMinor}:${r.status}:${r.updatedAt.toISOString()}`)
      .sort(),
  };
};

describe('exports people read, and the lines export the import takes back', () => {
  it("writes the orders export in the reader's words: headers, statuses, payment, dates in their zone, phones as written", async () => {
    const res = await exportFile('format=csv&lang=fr&tz=Africa/Casablanca');
    const [header, first] = res.payload.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain('"Numéro de commande";"Date de commande"');
    expect(header).toContain('"Mode de paiement"');
    expect(first).toMatch(/"\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}"/);
    expect(res.payload).not.toMatch(/"(pending|confirmed|delivered|cod|prepaid)"/);
    expect(res.payload).not.toContain("'+");
    expect(res.payload).toMatch(/"(Contre-remboursement|Prépayé)"/);
  });

  it('keeps a machine-readable layout, named as such: keys, codes, ISO dates', async () => {
    const res = await exportFile('format=csv&layout=machine');
    expect(res.headers['content-disposition']).toContain('orders-machine-');
    const [header] = res.payload.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(/^"orderNumber","orderDate","store","status"/);
    expect(res.payload).toMatch(/"\d{4}-\d{2}-\d{2}T[\d:.]+Z"/);
    expect(res.payload).toMatch(/"(cod|prepaid)"/);
  });

  it.each(['en', 'fr', 'ar'] as const)(
    'export -> import (%s): every line found, nothing new, nothing changed',
    async (lang) => {
      const file = await exportFile(`format=csv&kind=lines&lang=${lang}`);
      expect(file.headers['content-disposition']).toContain('order-lines-');
      const before = await snapshot();
      const imp = await analysed(
        t,
        admin,
        'orders',
        `lines-${lang}.csv`,
        Buffer.from(file.payload, 'utf8'),
        store,
      );
      expect(imp.error ?? null).toBeNull();
      const lines = file.payload.trim().split('\r\n').length - 1;
      expect(imp.errors ?? []).toEqual([]);
      expect(imp.counts).toMatchObject({
        total: lines,
        new: 0,
        update: 0,
        error: 0,
        unchanged: lines,
      });
      await commit(t, admin, imp.id);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('says which required columns a file lacks (the one-row-per-order export is not an import file)', async () => {
    const file = await exportFile('format=csv&lang=en');
    const imp = await analysed(
      t,
      admin,
      'orders',
      'orders.csv',
      Buffer.from(file.payload, 'utf8'),
      store,
    );
    expect(imp.error).toMatchObject({ code: 'import_mapping_invalid' });
    expect(imp.error.message).toContain('sku');
    expect(imp.error.message).toContain('quantity');
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { products } from '../catalogue';
import { auditLog } from '../audit/tables';
import { analysed, commit, fixture, upload } from './test-helpers';
import { imports } from './tables';

let t: TestApp;
let admin: string;
let tenantId: string;

const bySku = async (sku: string) => {
  const rows = await t.db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.sku, sku)));
  return rows;
};

beforeAll(async () => {
  t = await createTestApp({ jobs: { worker: true, pollMs: 30, leaseMs: 2000, concurrency: 2 } });
  admin = await signIn(t, 'admin@atlas.test');
  tenantId = (await demoIds(t.db)).tenant('atlas').id;
});
afterAll(() => t?.close());

describe('products import', () => {
  it('a SKU twice in one file: the later row is in error, naming the first', async () => {
    const csv =
      'sku,name,category,cost price,sale price\nDUP-1,Plateau,Maison,10,20\nDUP-2,Théière,Maison,12,25\nDUP-1,Plateau bis,Maison,10,22\n';
    const imp = await analysed(t, admin, 'products', 'dup.csv', Buffer.from(csv));
    expect(imp.counts).toMatchObject({ total: 3, new: 2, error: 1 });
    expect(imp.errors).toEqual([
      expect.objectContaining({ rowNumber: 4, code: 'duplicate_key', params: { row: 2 } }),
    ]);
  });

  it('previews new rows, commits them, and the same file again is unchanged: no duplicate', async () => {
    const first = await analysed(
      t,
      admin,
      'products',
      'products-ok.csv',
      fixture('products-ok.csv'),
    );
    expect(first).toMatchObject({
      status: 'ready',
      fileType: 'csv',
      counts: { total: 3, new: 3, update: 0, unchanged: 0, error: 0 },
    });
    expect(first.mapping).toMatchObject({
      sku: 'sku',
      name: 'name',
      costPrice: 'cost price',
      salePrice: 'sale price',
      weightGrams: 'weight (g)',
    });
    expect(first.preview[0]).toMatchObject({
      rowNumber: 2,
      action: 'new',
      values: { sku: 'IMP-100', name: 'Lampe de chevet' },
    });
    const done = await commit(t, admin, first.id);
    expect(done.body).toMatchObject({ status: 'committed' });
    const [lamp] = await bySku('IMP-100');
    expect(lamp).toMatchObject({
      name: 'Lampe de chevet',
      costPriceMinor: 8000,
      salePriceMinor: 14990,
      weightGrams: 450,
      category: 'Maison',
    });

    const again = await analysed(
      t,
      admin,
      'products',
      'products-ok.csv',
      fixture('products-ok.csv'),
    );
    expect(again.counts).toMatchObject({ total: 3, new: 0, update: 0, unchanged: 3 });
    await commit(t, admin, again.id);
    expect(await bySku('IMP-100')).toHaveLength(1);

    // A changed price is an update of the same product.
    const changed = Buffer.from(fixture('products-ok.csv').toString().replace('149.90', '159.90'));
    const third = await analysed(t, admin, 'products', 'products-v2.csv', changed);
    expect(third.counts).toMatchObject({ new: 0, update: 1, unchanged: 2 });
    await commit(t, admin, third.id);
    expect((await bySku('IMP-100'))[0]).toMatchObject({ salePriceMinor: 15990 });
  });

  it('one bad row commits nothing unless the user skips it; the error file holds that row and its error', async () => {
    const imp = await analysed(
      t,
      admin,
      'products',
      'products-one-bad.csv',
      fixture('products-one-bad.csv'),
    );
    expect(imp.counts).toMatchObject({ total: 3, new: 2, error: 1 });
    expect(imp.errors).toEqual([
      expect.objectContaining({ rowNumber: 3, column: 'costPrice', code: 'invalid_money' }),
    ]);
    const refused = await call(t.app, {
      method: 'POST',
      url: `/api/imports/${imp.id}/commit`,
      token: admin,
      payload: {},
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('import_has_errors');
    expect(await bySku('IMP-200')).toHaveLength(0);

    const file = await call(t.app, {
      method: 'GET',
      url: `/api/imports/${imp.id}/errors`,
      token: admin,
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = String(file.body)
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('sku,name,category,cost price,sale price,error');
    expect(lines[1]).toMatch(/^IMP-201,Plateau en cuivre,Maison,douze,120,cost price: .*douze/);

    const skipped = await commit(t, admin, imp.id, true);
    expect(skipped.body.status).toBe('committed');
    expect(await bySku('IMP-200')).toHaveLength(1);
    expect(await bySku('IMP-201')).toHaveLength(0);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, imp.id), eq(auditLog.action, 'import')));
    expect(audit).toHaveLength(1);
  });

  it('reads a semicolon CSV in Windows-1252 with French accents and French headers', async () => {
    const imp = await analysed(
      t,
      admin,
      'products',
      'produits.csv',
      fixture('products-latin1-semicolon.csv'),
    );
    expect(imp.headers).toEqual([
      'Référence',
      'Désignation',
      'Catégorie',
      "Prix d'achat",
      'Prix de vente',
    ]);
    expect(imp.counts).toMatchObject({ total: 3, new: 3, error: 0 });
    await commit(t, admin, imp.id);
    expect((await bySku('IMP-300'))[0]).toMatchObject({
      name: "Crème hydratante à l'argan",
      category: 'Beauté',
      costPriceMinor: 4550,
      salePriceMinor: 8990,
    });
    expect((await bySku('IMP-302'))[0]).toMatchObject({ category: 'Épicerie' });
  });

  it('reads UTF-8 with a BOM (Arabic names)', async () => {
    const imp = await analysed(t, admin, 'products', 'bom.csv', fixture('products-utf8-bom.csv'));
    expect(imp.headers[0]).toBe('SKU');
    await commit(t, admin, imp.id);
    expect((await bySku('IMP-400'))[0]).toMatchObject({ name: 'مصباح نحاسي', category: 'ديكور' });
  });

  it('imports the values of XLSX formulas (first sheet by default)', async () => {
    const imp = await analysed(
      t,
      admin,
      'products',
      'produits.xlsx',
      fixture('products-formulas-dates.xlsx'),
    );
    expect(imp).toMatchObject({
      fileType: 'xlsx',
      sheet: 'Produits',
      sheets: ['Produits', 'Notes'],
      counts: { new: 2, error: 0 },
    });
    await commit(t, admin, imp.id);
    expect((await bySku('IMP-500'))[0]).toMatchObject({
      costPriceMinor: 15000,
      salePriceMinor: 30000,
    });
    expect((await bySku('IMP-501'))[0]).toMatchObject({
      costPriceMinor: 7550,
      salePriceMinor: 15100,
      category: 'Décoration',
    });
  });

  it.each([
    ['picture.png', 'import_file_type'],
    ['empty.csv', 'import_file_empty'],
    ['zip-bomb.xlsx', 'import_zip_bomb'],
  ])('%s is refused with %s and nothing is stored', async (name, code) => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(imports);
    const res = await upload(t, admin, 'products', name, fixture(name));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(imports);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('a file with a header and no rows fails clearly, storing nothing', async () => {
    const imp = await analysed(t, admin, 'products', 'header-only.csv', fixture('header-only.csv'));
    expect(imp).toMatchObject({ status: 'failed', error: { code: 'import_file_empty' } });
  });

  it('history per kind; another tenant sees neither the list entry nor the import', async () => {
    const list = await call(t.app, {
      method: 'GET',
      url: '/api/imports?kind=products',
      token: admin,
    });
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThan(3);
    expect(list.body.items[0]).toMatchObject({
      kind: 'products',
      createdBy: { fullName: expect.any(String) },
    });
    const horizon = await signIn(t, 'admin@horizon.test');
    const theirs = await call(t.app, {
      method: 'GET',
      url: `/api/imports/${list.body.items[0].id}`,
      token: horizon,
    });
    expect(theirs.status).toBe(404);
    const agent = await signIn(t, 'agent@atlas.test');
    const refused = await upload(
      t,
      agent,
      'products',
      'products-ok.csv',
      fixture('products-ok.csv'),
    );
    expect(refused.status).toBe(403);
  });
});

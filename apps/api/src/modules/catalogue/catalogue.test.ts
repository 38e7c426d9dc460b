import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { auditLog } from '../audit/tables';
import { findProductByCode, findProducts, listServices } from '.';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
const tokens: Record<string, string> = {};
const admin = 'admin@atlas.test';
const agent = 'agent@atlas.test';
const horizon = 'admin@horizon.test';
beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.db);
  for (const email of [admin, agent, horizon]) tokens[email] = await signIn(t, email);
});
afterAll(() => t.close());

const as = (
  who: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) =>
  call(t.app, {
    method,
    url,
    token: tokens[who],
    ...(payload ? { payload } : {}),
    ...(headers ? { headers } : {}),
  });
const kettle = {
  sku: 'KET-001',
  name: 'Bouilloire électrique',
  barcode: '6111234567895',
  category: 'Maison',
  costPrice: '120',
  salePrice: '249.9',
  currency: 'MAD',
  weightGrams: 900,
  lowStockLevel: 4,
};

describe('products', () => {
  it('creates (idempotent, audited) with money as decimals, and refuses a duplicate SKU in any case', async () => {
    const created = await as(admin, 'POST', '/api/products', kettle, { 'idempotency-key': 'p-1' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      sku: 'KET-001',
      costPrice: '120.00',
      salePrice: '249.90',
      status: 'active',
      onHand: 0,
    });
    const again = await as(admin, 'POST', '/api/products', kettle, { 'idempotency-key': 'p-1' });
    expect(again.body.id).toBe(created.body.id);
    const dup = await as(admin, 'POST', '/api/products', {
      ...kettle,
      sku: 'ket-001',
      barcode: '',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatchObject({ code: 'sku_taken', details: [{ path: 'sku' }] });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, created.body.id)));
    expect(audit.map((a) => a.action)).toEqual(['create']);
    // A stock row in each store at once, with the product's level.
    const stock = await as(admin, 'GET', `/api/inventory?productId=${created.body.id}`);
    expect(
      stock.body.items.map((r: { lowStockLevel: number; onHand: number }) => [
        r.onHand,
        r.lowStockLevel,
      ]),
    ).toEqual([
      [0, 4],
      [0, 4],
    ]);
  });

  it('validates the EAN-13 / UPC-A check digit, and accepts free codes', async () => {
    const bad = await as(admin, 'POST', '/api/products', {
      ...kettle,
      sku: 'KET-002',
      barcode: '6111234567891',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([{ path: 'barcode', message: expect.any(String) }]);
    expect(
      (
        await as(admin, 'POST', '/api/products', {
          ...kettle,
          sku: 'KET-003',
          barcode: '036000291452',
        })
      ).status,
    ).toBe(201);
    expect(
      (await as(admin, 'POST', '/api/products', { ...kettle, sku: 'KET-004', barcode: 'INT-77' }))
        .status,
    ).toBe(201);
  });

  it('lists with search (SKU, name, barcode), filters, sort and pages', async () => {
    const bySku = await as(admin, 'GET', '/api/products?search=ket-00&sort=-sku&pageSize=5');
    expect(bySku.body.items.map((p: { sku: string }) => p.sku)).toEqual([
      'KET-004',
      'KET-003',
      'KET-001',
    ]);
    expect((await as(admin, 'GET', '/api/products?search=6111234567895')).body.items[0].sku).toBe(
      'KET-001',
    );
    expect((await as(admin, 'GET', '/api/products?search=BOUILLOIRE')).body.total).toBe(3);
    const low = await as(admin, 'GET', '/api/products?lowStock=true&pageSize=100');
    expect(low.body.total).toBeGreaterThan(0);
    expect(low.body.items.every((p: { lowStores: number }) => p.lowStores > 0)).toBe(true);
    const beauty = await as(
      admin,
      'GET',
      '/api/products?category=Beaut%C3%A9&status=active&pageSize=100',
    );
    expect(
      beauty.body.items.every(
        (p: { category: string; status: string }) =>
          p.category === 'Beauté' && p.status === 'active',
      ),
    ).toBe(true);
    const page2 = await as(admin, 'GET', '/api/products?page=2&pageSize=10&sort=sku');
    expect(page2.body).toMatchObject({ page: 2, pageSize: 10 });
    expect(page2.body.total).toBeGreaterThan(100);
    expect((await as(admin, 'GET', '/api/products?pageSize=7')).status).toBe(400);
  });

  it('edits, sets a store level, archives in bulk and recategorises', async () => {
    const [a, b] = (await as(admin, 'GET', '/api/products?search=KET-00&sort=sku')).body.items;
    const casa = ids.store('Atlas Casablanca').id;
    const edited = await as(admin, 'PATCH', `/api/products/${a.id}`, {
      salePrice: '199',
      storeLevels: [{ storeId: casa, level: 9 }],
    });
    expect(edited.body).toMatchObject({ salePrice: '199.00', lowStores: 2 });
    expect(
      (await as(admin, 'PATCH', `/api/products/${b.id}`, { sku: 'KET-001' })).body.error.code,
    ).toBe('sku_taken');
    const bulk = await as(admin, 'POST', '/api/products/bulk', {
      action: 'set_category',
      ids: [a.id, b.id],
      category: 'Cuisine',
    });
    expect(bulk.body).toEqual({ updated: 2 });
    await as(admin, 'POST', '/api/products/bulk', { action: 'archive', ids: [a.id] });
    expect((await as(admin, 'GET', `/api/products/${a.id}`)).body).toMatchObject({
      status: 'archived',
      category: 'Cuisine',
    });
  });

  it('answers 404 for another tenant’s product, and keeps agency tenants out', async () => {
    const [mine] = (await as(admin, 'GET', '/api/products?search=KET-001')).body.items;
    expect((await as(horizon, 'GET', `/api/products/${mine.id}`)).status).toBe(404);
    expect((await as(horizon, 'PATCH', `/api/products/${mine.id}`, { name: 'Mine' })).status).toBe(
      404,
    );
    expect((await as(horizon, 'GET', '/api/products')).status).toBe(404);
    expect(await findProducts(t.db, ids.tenant('horizon').id, [mine.id])).toEqual([]);
    expect((await findProductByCode(t.db, ids.tenant('atlas').id, 'ket-001'))?.id).toBe(mine.id);
    expect((await findProductByCode(t.db, ids.tenant('atlas').id, '6111234567895'))?.id).toBe(
      mine.id,
    );
    expect(await findProductByCode(t.db, ids.tenant('horizon').id, 'KET-001')).toBeNull();
  });

  it('lets an agent read but not write, and scopes stock figures to their store', async () => {
    expect((await as(agent, 'GET', '/api/products')).status).toBe(200);
    expect((await as(agent, 'POST', '/api/products', { ...kettle, sku: 'AG-1' })).status).toBe(403);
    expect(
      (
        await as(
          agent,
          'PATCH',
          `/api/products/${(await as(admin, 'GET', '/api/products')).body.items[0].id}`,
          { name: 'x' },
        )
      ).status,
    ).toBe(403);
    expect(
      (await as(agent, 'GET', `/api/products?storeId=${ids.store('Atlas Paris').id}`)).status,
    ).toBe(403);
  });
});

describe('services', () => {
  it('creates per store or for all, lists for a store, edits and refuses agents', async () => {
    const casa = ids.store('Atlas Casablanca').id;
    const created = await as(admin, 'POST', '/api/services', {
      name: 'Emballage cadeau',
      kind: 'packing',
      price: '7.5',
      currency: 'MAD',
      unit: 'per_item',
      storeId: casa,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      price: '7.50',
      direction: 'cost',
      active: true,
      storeId: casa,
    });
    const list = await as(
      admin,
      'GET',
      `/api/services?storeId=${ids.store('Atlas Paris').id}&pageSize=100`,
    );
    expect(list.body.items.some((s: { id: string }) => s.id === created.body.id)).toBe(false);
    const edited = await as(admin, 'PATCH', `/api/services/${created.body.id}`, {
      active: false,
      price: '8',
    });
    expect(edited.body).toMatchObject({ active: false, price: '8.00' });
    const forCasa = await listServices(t.db, ids.tenant('atlas').id, casa);
    expect(forCasa.some((s) => s.id === created.body.id)).toBe(false);
    expect(forCasa.some((s) => s.storeId === null)).toBe(true);
    expect(
      (
        await as(agent, 'POST', '/api/services', {
          name: 'x',
          kind: 'other',
          price: '1',
          currency: 'MAD',
          unit: 'per_order',
        })
      ).status,
    ).toBe(403);
    expect((await as(horizon, 'GET', `/api/services/${created.body.id}`)).status).toBe(404);
  });
});

describe('stores', () => {
  it('edits the label address, deactivates (hidden from the switcher), and locks the currency once stocked', async () => {
    const paris = ids.store('Atlas Paris').id;
    const edited = await as(admin, 'PATCH', `/api/stores/${paris}`, {
      address: { line1: '1 rue X', city: 'Paris', postalCode: '75001', phone: '+33 1 00 00 00 00' },
    });
    expect(edited.body.address).toEqual({
      line1: '1 rue X',
      city: 'Paris',
      postalCode: '75001',
      phone: '+33 1 00 00 00 00',
    });
    expect((await as(admin, 'PATCH', `/api/stores/${paris}`, { currency: 'MAD' })).status).toBe(
      409,
    );
    const off = await as(admin, 'PATCH', `/api/stores/${paris}`, { active: false });
    expect(off.body.active).toBe(false);
    expect(
      (await as(admin, 'GET', '/api/stores')).body.items.map((s: { name: string }) => s.name),
    ).toEqual(['Atlas Casablanca']);
    expect((await as(admin, 'GET', '/api/stores?includeInactive=true')).body.items).toHaveLength(2);
    await as(admin, 'PATCH', `/api/stores/${paris}`, { active: true });
    expect((await as(agent, 'PATCH', `/api/stores/${paris}`, { name: 'x' })).status).toBe(403);
    expect((await as(horizon, 'PATCH', `/api/stores/${paris}`, { name: 'x' })).status).toBe(404);
  });
});

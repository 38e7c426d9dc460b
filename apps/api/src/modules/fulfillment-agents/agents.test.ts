import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../audit/tables';
import { fromMinor, toMinor } from '../../kernel/money';
import { call, createTestApp, signIn, type TestApp } from '../../test/harness';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['admin@atlas.test', 'agent@atlas.test', 'admin@horizon.test'])
    tokens[email] = await signIn(t, email);
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
const admin = 'admin@atlas.test';
const speedy = {
  name: 'Speedy Couriers',
  kind: 'courier',
  phone: '+212 600 000 001',
  cities: ['Casablanca', 'Rabat', 'Casablanca'],
  deliveryFee: '25.5',
  returnFee: '10',
  remitEveryDays: 7,
  remitAccount: 'MA64 0000 1111',
};

describe('fulfillment agents', () => {
  it('converts decimal money to minor units and back', () => {
    expect([toMinor('25.5'), toMinor('0.05'), toMinor('1200')]).toEqual([2550, 5, 120000]);
    expect([fromMinor(2550), fromMinor(5), fromMinor(120000)]).toEqual([
      '25.50',
      '0.05',
      '1200.00',
    ]);
  });

  it('creates (idempotent, audited), lists, searches, sorts and edits', async () => {
    // The demo tenant already has couriers: count what each query finds before adding ours.
    const totalOf = async (query: string) =>
      (await as(admin, 'GET', `/api/fulfillment-agents${query}`)).body.total as number;
    const before = {
      fes: await totalOf('?search=fes'),
      courier: await totalOf('?kind=courier'),
      inactive: await totalOf('?active=false'),
    };
    const created = await as(admin, 'POST', '/api/fulfillment-agents', speedy, {
      'idempotency-key': 'fa-1',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      deliveryFee: '25.50',
      returnFee: '10.00',
      cities: ['Casablanca', 'Rabat'],
      active: true,
    });
    const again = await as(admin, 'POST', '/api/fulfillment-agents', speedy, {
      'idempotency-key': 'fa-1',
    });
    expect(again.body.id).toBe(created.body.id);
    await as(admin, 'POST', '/api/fulfillment-agents', {
      ...speedy,
      name: 'Amal Delivery',
      kind: 'delivery_agent',
      cities: ['Fes'],
      deliveryFee: '15',
    });
    const list = await as(admin, 'GET', '/api/fulfillment-agents?sort=-deliveryFee');
    const listed = list.body.items as { name: string; deliveryFee: string }[];
    const fees = listed.map((a) => Number(a.deliveryFee));
    expect(fees).toEqual([...fees].sort((a, b) => b - a));
    const names = listed.map((a) => a.name);
    expect(names.indexOf('Speedy Couriers')).toBeLessThan(names.indexOf('Amal Delivery'));
    expect(await totalOf('?search=fes')).toBe(before.fes + 1);
    expect(await totalOf('?kind=courier')).toBe(before.courier + 1);
    const edited = await as(admin, 'PATCH', `/api/fulfillment-agents/${created.body.id}`, {
      active: false,
    });
    expect(edited.body).toMatchObject({ active: false, name: 'Speedy Couriers' });
    expect(await totalOf('?active=false')).toBe(before.inactive + 1);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, created.body.id)));
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'deactivate']);
    expect(entries.find((e) => e.action === 'deactivate')).toMatchObject({
      before: { active: true },
      after: { active: false },
    });
  });

  it('keeps tenants apart: an agency tenant has no fulfillment agents, and cannot reach another tenant’s', async () => {
    const [mine] = (await as(admin, 'GET', '/api/fulfillment-agents')).body.items;
    expect((await as('admin@horizon.test', 'GET', '/api/fulfillment-agents')).status).toBe(404);
    expect((await as('admin@horizon.test', 'POST', '/api/fulfillment-agents', {})).status).toBe(
      404,
    );
    expect(
      (await as('admin@horizon.test', 'GET', `/api/fulfillment-agents/${mine.id}`)).status,
    ).toBe(404);
    expect(
      (
        await as('admin@horizon.test', 'PATCH', `/api/fulfillment-agents/${mine.id}`, {
          name: 'Mine',
        })
      ).status,
    ).toBe(404);
  });

  it('refuses agents (403) and invalid fields (400, each field named)', async () => {
    expect((await as('agent@atlas.test', 'GET', '/api/fulfillment-agents')).status).toBe(403);
    expect((await as('agent@atlas.test', 'POST', '/api/fulfillment-agents', speedy)).status).toBe(
      403,
    );
    const bad = await as(admin, 'POST', '/api/fulfillment-agents', {
      ...speedy,
      phone: 'call me',
      deliveryFee: '12.345',
      cities: [],
      remitEveryDays: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
    expect(bad.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'cities',
      'deliveryFee',
      'phone',
      'remitEveryDays',
    ]);
  });
});

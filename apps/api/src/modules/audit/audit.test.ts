import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin@atlas.test');
  ids = await demoIds(t.db);
});
afterAll(() => t.close());

it('writes an entry with the changed fields for every change, listed for the tenant’s admins', async () => {
  const agentId = ids.user('agent@atlas.test').id;
  const paris = ids.store('Atlas Paris').id;
  const res = await call(t.app, {
    method: 'PATCH', url: `/api/users/${agentId}`, token: admin, payload: { fullName: 'Youssef B.', storeIds: [paris] },
  });
  expect(res.status).toBe(200);
  expect(res.body.storeIds).toEqual([paris]);
  await call(t.app, { method: 'POST', url: '/api/stores', token: admin, payload: { name: 'Atlas Rabat', marketplace: 'Jumia', country: 'MA', currency: 'MAD' } });

  const log = await call(t.app, { method: 'GET', url: '/api/audit-log?recordType=User', token: admin });
  expect(log.status).toBe(200);
  expect(log.body.total).toBe(1);
  expect(log.body.items[0]).toMatchObject({
    action: 'update',
    recordType: 'User',
    recordId: agentId,
    userId: ids.user('admin@atlas.test').id,
    before: { fullName: 'Youssef Agent', storeIds: [ids.store('Atlas Casablanca').id] },
    after: { fullName: 'Youssef B.', storeIds: [paris] },
  });
  // Only what changed.
  expect(Object.keys(log.body.items[0].after).sort()).toEqual(['fullName', 'storeIds']);

  const all = await call(t.app, { method: 'GET', url: '/api/audit-log?pageSize=5', token: admin });
  expect(all.body.items.map((e: { recordType: string }) => e.recordType)).toEqual(['Store', 'User']);
  const byUser = await call(t.app, { method: 'GET', url: `/api/audit-log?userId=${ids.user('admin@atlas.test').id}&page=2&pageSize=5`, token: admin });
  expect(byUser.body).toMatchObject({ items: [], total: 2, page: 2, pageSize: 5 });
  const future = new Date(Date.now() + 3600_000).toISOString();
  expect((await call(t.app, { method: 'GET', url: `/api/audit-log?from=${future}`, token: admin })).body.total).toBe(0);
  const past = new Date(Date.now() - 3600_000).toISOString();
  expect((await call(t.app, { method: 'GET', url: `/api/audit-log?to=${past}`, token: admin })).body.total).toBe(0);

  // Another tenant's admin sees none of it.
  const horizon = await signIn(t, 'admin@horizon.test');
  expect((await call(t.app, { method: 'GET', url: '/api/audit-log', token: horizon })).body.total).toBe(0);
});

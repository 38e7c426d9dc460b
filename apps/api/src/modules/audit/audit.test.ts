import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
// The demo has a month of history; this test's own entries are the ones after its last.
// Not "a second ago": the demo stamps a payment made today before 10:00 with the seed's own
// time, and on PostgreSQL the seed ends less than a second before this point.
let since: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin@atlas.test');
  ids = await demoIds(t.db);
  const newest = await call(t.app, {
    method: 'GET',
    url: '/api/audit-log?pageSize=5',
    token: admin,
  });
  const last = Date.parse(newest.body.items[0].at);
  since = encodeURIComponent(new Date(Math.max(Date.now() - 1000, last + 1)).toISOString());
});
afterAll(() => t.close());

it('opens the demo on a month of work: orders moved by their people, amounts in units, per tenant', async () => {
  const orders = await call(t.app, {
    method: 'GET',
    url: '/api/audit-log?recordType=Order&pageSize=100',
    token: admin,
  });
  expect(orders.body.total).toBeGreaterThan(300);
  const created = orders.body.items.find((e: { action: string }) => e.action === 'create');
  expect(created.after.total).toMatch(/^\d+\.\d{2}$/);
  expect(created.after.number).toMatch(/^ATL-\d{6}$/);
  // Each entry names its record as people know it: the order's number, not its id.
  expect(
    orders.body.items.every((e: { recordLabel: string }) => /^ATL-\d{6}$/.test(e.recordLabel)),
  ).toBe(true);
  expect(created.recordLabel).toBe(created.after.number);
  let shipped;
  for (let page = 1; !shipped && page <= 10; page++) {
    const more = await call(t.app, {
      method: 'GET',
      url: `/api/audit-log?recordType=Order&pageSize=100&page=${page}`,
      token: admin,
    });
    shipped = more.body.items.find((e: { action: string }) => e.action === 'shipped');
  }
  expect(shipped).toMatchObject({ before: { status: 'packed' }, after: { status: 'shipped' } });
  const people = new Set(orders.body.items.map((e: { userId: string }) => e.userId));
  expect(people.size).toBeGreaterThan(1);
  // Young orders' steps fit in their age: the newest entries are spread over time, not all at the seed's "now".
  const perSecond = new Map<string, number>();
  for (const e of orders.body.items as { at: string }[])
    perSecond.set(e.at.slice(0, 19), (perSecond.get(e.at.slice(0, 19)) ?? 0) + 1);
  expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(3);
  const monthAgo = Date.now() - 31 * 86_400_000;
  expect(orders.body.items.every((e: { at: string }) => Date.parse(e.at) > monthAgo)).toBe(true);
  const payments = await call(t.app, {
    method: 'GET',
    url: '/api/audit-log?recordType=Payment',
    token: admin,
  });
  expect(payments.body.total).toBeGreaterThan(0);
  expect(payments.body.items.every((e: { at: string }) => Date.parse(e.at) <= Date.now())).toBe(
    true,
  );
  const horizon = await signIn(t, 'admin@horizon.test');
  const theirs = await call(t.app, {
    method: 'GET',
    url: '/api/audit-log?pageSize=100',
    token: horizon,
  });
  expect(theirs.body.items.length).toBeGreaterThan(0);
  // The agency's own month: leads created and moved by its staff, tasks done; never a seller's records.
  const types = new Set(theirs.body.items.map((e: { recordType: string }) => e.recordType));
  expect(types.has('Order') || types.has('Purchase') || types.has('Payment')).toBe(false);
  const leads = await call(t.app, {
    method: 'GET',
    url: '/api/audit-log?recordType=Lead&pageSize=100',
    token: horizon,
  });
  expect(leads.body.total).toBeGreaterThan(20);
  expect(
    leads.body.items.find((e: { action: string }) => e.action === 'create').after.number,
  ).toMatch(/^LD-\d{6}$/);
  expect(leads.body.items.find((e: { action: string }) => e.action === 'status')).toMatchObject({
    before: { status: expect.any(String) },
    after: { status: expect.any(String) },
  });
  const lost = leads.body.items.find(
    (e: { after: { status?: string } }) => e.after.status === 'lost',
  );
  if (lost) expect(lost.after.reason).toBeTruthy();
  const tasks = await call(t.app, {
    method: 'GET',
    url: '/api/audit-log?recordType=Task',
    token: horizon,
  });
  expect(tasks.body.items[0]).toMatchObject({
    action: 'complete',
    before: { status: 'open' },
    after: { status: 'done' },
  });
  expect(tasks.body.items.every((e: { at: string }) => Date.parse(e.at) <= Date.now())).toBe(true);
  const invites = await call(t.app, {
    method: 'GET',
    url: '/api/audit-log?recordType=User',
    token: horizon,
  });
  expect(invites.body.items.every((e: { action: string }) => e.action === 'invite')).toBe(true);
  expect(invites.body.items.map((e: { recordLabel: string }) => e.recordLabel)).toContain(
    'ليلى المنصوري',
  );
});

it('writes an entry with the changed fields for every change, listed for the tenant’s admins', async () => {
  const agentId = ids.user('agent@atlas.test').id;
  const paris = ids.store('Atlas Paris').id;
  const res = await call(t.app, {
    method: 'PATCH',
    url: `/api/users/${agentId}`,
    token: admin,
    payload: { fullName: 'Youssef B.', storeIds: [paris] },
  });
  expect(res.status).toBe(200);
  expect(res.body.storeIds).toEqual([paris]);
  await call(t.app, {
    method: 'POST',
    url: '/api/stores',
    token: admin,
    payload: { name: 'Atlas Rabat', marketplace: 'Jumia', country: 'MA', currency: 'MAD' },
  });

  const log = await call(t.app, {
    method: 'GET',
    url: `/api/audit-log?recordType=User&from=${since}`,
    token: admin,
  });
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
  // The page names its own ids, and only those: who acted, the stores among the values.
  expect(log.body.names).toEqual({
    [ids.user('admin@atlas.test').id]: 'Amina Admin',
    [ids.store('Atlas Casablanca').id]: 'Atlas Casablanca',
    [paris]: 'Atlas Paris',
  });

  const all = await call(t.app, {
    method: 'GET',
    url: `/api/audit-log?pageSize=5&from=${since}`,
    token: admin,
  });
  expect(all.body.items.map((e: { recordType: string }) => e.recordType)).toEqual([
    'Store',
    'User',
  ]);
  const byUser = await call(t.app, {
    method: 'GET',
    url: `/api/audit-log?userId=${ids.user('admin@atlas.test').id}&page=2&pageSize=5&from=${since}`,
    token: admin,
  });
  expect(byUser.body).toMatchObject({ items: [], total: 2, page: 2, pageSize: 5 });
  const future = new Date(Date.now() + 3600_000).toISOString();
  expect(
    (await call(t.app, { method: 'GET', url: `/api/audit-log?from=${future}`, token: admin })).body
      .total,
  ).toBe(0);
  const past = new Date(Date.now() - 3600_000).toISOString();
  expect(
    (
      await call(t.app, {
        method: 'GET',
        url: `/api/audit-log?from=${since}&to=${past}`,
        token: admin,
      })
    ).body.total,
  ).toBe(0);

  // Another tenant's admin sees none of it.
  const horizon = await signIn(t, 'admin@horizon.test');
  expect(
    (await call(t.app, { method: 'GET', url: `/api/audit-log?from=${since}`, token: horizon })).body
      .total,
  ).toBe(0);
});

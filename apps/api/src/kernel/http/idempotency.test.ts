import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { idempotencyKeys, stores } from '../../schema';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin@atlas.test');
});
afterAll(() => t.close());

const create = (key: string, name: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/stores',
    token: admin,
    headers: { 'idempotency-key': key },
    payload: { name, marketplace: 'Noon', country: 'AE', currency: 'AED' },
  });

it('same key and body replays the first answer without doing it twice', async () => {
  const first = await create('key-1', 'Atlas Dubai');
  expect(first.status).toBe(201);
  const again = await create('key-1', 'Atlas Dubai');
  expect(again.status).toBe(201);
  expect(again.body).toEqual(first.body);
  expect(again.headers['idempotent-replayed']).toBe('true');
  const { tenant } = await demoIds(t.db);
  const rows = await t.db.select().from(stores).where(eq(stores.name, 'Atlas Dubai'));
  expect(rows).toHaveLength(1);
  expect(rows[0]!.tenantId).toBe(tenant('atlas').id);
});

it('same key with another body is 422', async () => {
  await create('key-2', 'Atlas Abu Dhabi');
  const other = await create('key-2', 'Atlas Sharjah');
  expect(other.status).toBe(422);
  expect(other.body.error.code).toBe('idempotency_key_reused');
  expect(await t.db.select().from(stores).where(eq(stores.name, 'Atlas Sharjah'))).toHaveLength(0);
});

it('a key whose first request is still running is 409', async () => {
  await create('key-3', 'Atlas Doha');
  const [done] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-3'));
  // Simulate the first request still in flight: same scope and body, state running.
  await t.db
    .insert(idempotencyKeys)
    .values({ ...done!, key: 'key-4', state: 'running', responseStatus: null, responseBody: null });
  const res = await create('key-4', 'Atlas Doha');
  expect(res.status).toBe(409);
  expect(res.body.error.code).toBe('idempotency_in_progress');
});

it('without a key every request runs', async () => {
  const a = await call(t.app, {
    method: 'POST',
    url: '/api/stores',
    token: admin,
    payload: { name: 'Twice', marketplace: 'M', country: 'MA', currency: 'MAD' },
  });
  const b = await call(t.app, {
    method: 'POST',
    url: '/api/stores',
    token: admin,
    payload: { name: 'Twice', marketplace: 'M', country: 'MA', currency: 'MAD' },
  });
  expect([a.status, b.status]).toEqual([201, 201]);
  expect(a.body.id).not.toBe(b.body.id);
});

it('a first request that died answers 409 with Retry-After until it expires, then the retry runs', async () => {
  await create('key-5', 'Atlas Muscat');
  const [done] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-5'));
  // Its process died mid-request: the key stays "running".
  await t.db.insert(idempotencyKeys).values({
    ...done!,
    key: 'key-6',
    state: 'running',
    responseStatus: null,
    responseBody: null,
    createdAt: new Date(),
  });
  const blocked = await create('key-6', 'Atlas Muscat');
  expect(blocked.status).toBe(409);
  expect(blocked.body.error.message).toMatch(/has not finished/);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(100);
  // Three minutes later the dead request's key has expired: the retry runs and is stored.
  await t.db
    .update(idempotencyKeys)
    .set({ createdAt: new Date(Date.now() - 180_000) })
    .where(eq(idempotencyKeys.key, 'key-6'));
  const retried = await create('key-6', 'Atlas Muscat');
  expect(retried.status).toBe(201);
  expect((await create('key-6', 'Atlas Muscat')).headers['idempotent-replayed']).toBe('true');
});

it('keys expire after 24 hours: the same key then runs a new request', async () => {
  const first = await create('key-7', 'Atlas Salalah');
  await t.db
    .update(idempotencyKeys)
    .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
    .where(eq(idempotencyKeys.key, 'key-7'));
  const later = await create('key-7', 'Atlas Salalah');
  expect(later.status).toBe(201);
  expect(later.headers['idempotent-replayed']).toBeUndefined();
  expect(later.body.id).not.toBe(first.body.id);
});

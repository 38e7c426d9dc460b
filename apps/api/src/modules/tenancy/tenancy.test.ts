import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../audit/tables';
import { tenants } from './tables';
import { roleOverrides } from '../users/tables';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { eq } from 'drizzle-orm';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.db);
  for (const email of [
    'root@demo.test',
    'admin@atlas.test',
    'agent@atlas.test',
    'admin@horizon.test',
    'agent@horizon.test',
  ]) {
    tokens[email] = await signIn(t, email);
  }
});
afterAll(() => t.close());

const get = (url: string, who: string, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'GET', url, token: tokens[who], headers });

describe('tenant configuration', () => {
  it('GET /api/tenant/modules answers the modules of the caller’s tenant', async () => {
    const atlas = await get('/api/tenant/modules', 'agent@atlas.test');
    expect(atlas.body.modules.map((m: { name: string }) => m.name)).toEqual([
      'orders',
      'inventory',
      'purchase',
      'finance',
      'admin',
    ]);
    expect(atlas.body.modules[0]).toEqual({
      name: 'orders',
      manifestUrl: '/remotes/orders/mf-manifest.json',
    });
    const horizon = await get('/api/tenant/modules', 'agent@horizon.test');
    expect(horizon.body).toEqual({
      modules: [
        { name: 'agency', manifestUrl: '/remotes/agency/mf-manifest.json' },
        { name: 'admin', manifestUrl: '/remotes/admin/mf-manifest.json' },
      ],
    });
    expect((await call(t.app, { method: 'GET', url: '/api/tenant/modules' })).status).toBe(401);
  });

  it('GET /api/tenant/public answers a signed-in caller with their own tenant', async () => {
    const own = await get('/api/tenant/public', 'agent@horizon.test');
    expect(own.body).toMatchObject({ slug: 'horizon', kind: 'agency', appTitle: 'Horizon SP' });
    const stale = await call(t.app, {
      method: 'GET',
      url: '/api/tenant/public',
      token: 'not-a-session',
    });
    expect(stale.status).toBe(200);
    expect(stale.body.slug).toBe('atlas');
  });

  it('GET /api/tenant/public picks the tenant by ?tenant, then Host, then the default', async () => {
    const bySlug = await call(t.app, { method: 'GET', url: '/api/tenant/public?tenant=horizon' });
    expect(bySlug.body).toEqual({
      slug: 'horizon',
      appTitle: 'Horizon SP',
      kind: 'agency',
      defaultLanguage: 'en',
      languages: ['en', 'fr', 'ar'],
      authLayout: 'centered',
      firebase: null,
    });
    await t.db
      .update(tenants)
      .set({ domains: ['horizon.example'] })
      .where(eq(tenants.slug, 'horizon'));
    const byHost = await call(t.app, {
      method: 'GET',
      url: '/api/tenant/public',
      headers: { host: 'horizon.example:8080' },
    });
    expect(byHost.body.slug).toBe('horizon');
    const fallback = await call(t.app, { method: 'GET', url: '/api/tenant/public' });
    expect(fallback.body).toMatchObject({
      slug: 'atlas',
      appTitle: 'Atlas SP',
      kind: 'marketplace',
    });
    expect(
      (await call(t.app, { method: 'GET', url: '/api/tenant/public?tenant=nope' })).status,
    ).toBe(404);
  });

  it('only the super admin lists tenants and changes their modules (audited)', async () => {
    expect((await get('/api/tenants', 'admin@atlas.test')).status).toBe(403);
    const list = await get('/api/tenants', 'root@demo.test');
    expect(list.body.items.map((x: { slug: string }) => x.slug)).toEqual(['atlas', 'horizon']);
    const horizonId = ids.tenant('horizon').id;
    const payload = {
      modules: [
        { name: 'agency', manifestUrl: 'https://cdn.example/agency/mf-manifest.json' },
        { name: 'admin' },
      ],
    };
    const denied = await call(t.app, {
      method: 'PUT',
      url: `/api/tenants/${horizonId}/modules`,
      token: tokens['admin@horizon.test'],
      payload,
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('forbidden');
    const ok = await call(t.app, {
      method: 'PUT',
      url: `/api/tenants/${horizonId}/modules`,
      token: tokens['root@demo.test'],
      payload,
    });
    expect(ok.status).toBe(200);
    const now = await get('/api/tenant/modules', 'agent@horizon.test');
    expect(now.body.modules[0].manifestUrl).toBe('https://cdn.example/agency/mf-manifest.json');
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.recordId, horizonId));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'update_modules',
      recordType: 'Tenant',
      userId: ids.user('root@demo.test').id,
    });
    expect(entries[0]!.before).toEqual({
      modules: [
        { name: 'agency', manifestUrl: null },
        { name: 'admin', manifestUrl: null },
      ],
    });
  });
});

describe('abilities enforced per route', () => {
  it('agents get 403 on users, audit log and tenants', async () => {
    for (const url of ['/api/users', '/api/audit-log', '/api/tenants']) {
      const res = await get(url, 'agent@atlas.test');
      expect(res.status, url).toBe(403);
      expect(res.body).toEqual({ error: { code: 'forbidden', message: expect.any(String) } });
    }
    expect((await get('/api/users', 'admin@atlas.test')).status).toBe(200);
  });

  it('per-tenant overrides of the agent role apply on the next request', async () => {
    expect((await get('/api/stores', 'agent@atlas.test')).status).toBe(200);
    await t.db.insert(roleOverrides).values({
      tenantId: ids.tenant('atlas').id,
      role: 'agent',
      revoke: [{ action: 'read', subject: 'Store' }],
    });
    expect((await get('/api/stores', 'agent@atlas.test')).status).toBe(403);
    const me = await get('/api/auth/me', 'agent@atlas.test');
    expect(me.body.userAbilityRules).toContainEqual({
      action: 'read',
      subject: 'Store',
      inverted: true,
    });
    // Horizon's agents are untouched.
    expect((await get('/api/stores', 'agent@horizon.test')).status).toBe(200);
    await t.db.delete(roleOverrides);
  });
});

describe('cross-tenant isolation', () => {
  it('another tenant’s user or store by id is 404', async () => {
    expect(
      (await get(`/api/users/${ids.user('agent@atlas.test').id}`, 'admin@horizon.test')).status,
    ).toBe(404);
    expect(
      (await get(`/api/users/${ids.user('agent@atlas.test').id}`, 'admin@atlas.test')).status,
    ).toBe(200);
    expect(
      (await get(`/api/stores/${ids.store('Atlas Paris').id}`, 'admin@horizon.test')).status,
    ).toBe(404);
    const patch = await call(t.app, {
      method: 'PATCH',
      url: `/api/users/${ids.user('agent@atlas.test').id}`,
      token: tokens['admin@horizon.test'],
      payload: { fullName: 'Hacked' },
    });
    expect(patch.status).toBe(404);
  });

  it('a list filter naming another tenant’s record is 404', async () => {
    const byStore = await get(
      `/api/users?storeId=${ids.store('Atlas Paris').id}`,
      'admin@horizon.test',
    );
    expect(byStore.status).toBe(404);
    const byUser = await get(
      `/api/audit-log?userId=${ids.user('admin@atlas.test').id}`,
      'admin@horizon.test',
    );
    expect(byUser.status).toBe(404);
    const list = await get('/api/users', 'admin@horizon.test');
    expect(
      list.body.items.every((u: { tenantId: string }) => u.tenantId === ids.tenant('horizon').id),
    ).toBe(true);
  });

  it('X-Store-ID: another tenant’s store 404, a store not assigned 403, an assigned one passes', async () => {
    const other = await get('/api/stores', 'admin@horizon.test', {
      'x-store-id': ids.store('Atlas Paris').id,
    });
    expect(other.status).toBe(404);
    const unassigned = await get('/api/stores', 'agent@atlas.test', {
      'x-store-id': ids.store('Atlas Paris').id,
    });
    expect(unassigned.status).toBe(403);
    expect(unassigned.body.error.code).toBe('store_forbidden');
    const mine = await get('/api/stores', 'agent@atlas.test', {
      'x-store-id': ids.store('Atlas Casablanca').id,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((s: { name: string }) => s.name)).toEqual(['Atlas Casablanca']);
    expect(
      (await get('/api/stores', 'agent@atlas.test', { 'x-store-id': 'nonsense' })).status,
    ).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  call as harnessCall,
  createTestApp,
  demoIds,
  signIn,
  type TestApp,
} from '../../test/harness';
import { hotConnections } from '../../kernel/db/prepared';

// Requests as the API alone makes them right: no wait for notifications the test did not cause.
const call: typeof harnessCall = (app, opts) =>
  harnessCall(app, { ...opts, waitForHandEdits: false });

// The caller (session, user, tenant, stores, role overrides) is read in one query and kept
// in memory until it changes (caller-cache.ts): every change below must show on the very
// next request.
let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t.db);
});
afterAll(() => t?.close());

const me = (token: string) => call(t.app, { method: 'GET', url: '/api/auth/me', token });

describe('the caller of each request', () => {
  it('store rights: a new store, and an agent’s assignment, show on the next request', async () => {
    const admin = await signIn(t, 'admin@atlas.test');
    const agent = await signIn(t, 'agent@atlas.test');
    const casablanca = ids.store('Atlas Casablanca').id;
    const paris = ids.store('Atlas Paris').id;
    expect((await me(agent)).body.userData.storeIds).toEqual([casablanca]);
    expect((await me(admin)).body.userData.storeIds).toEqual([casablanca, paris]);

    const agentId = ids.user('agent@atlas.test').id;
    const edit = await call(t.app, {
      method: 'PATCH',
      url: `/api/users/${agentId}`,
      token: admin,
      payload: { storeIds: [paris] },
    });
    expect(edit.status).toBe(200);
    expect((await me(agent)).body.userData.storeIds).toEqual([paris]);
    const forbidden = await call(t.app, {
      method: 'GET',
      url: '/api/auth/me',
      token: agent,
      headers: { 'x-store-id': casablanca },
    });
    expect(forbidden.status).toBe(403);

    const created = await call(t.app, {
      method: 'POST',
      url: '/api/stores',
      token: admin,
      payload: { name: 'Atlas Rabat', marketplace: 'Jumia', country: 'MA', currency: 'MAD' },
    });
    expect(created.status).toBe(201);
    // Admins use every store of their tenant, including one created a moment ago.
    expect((await me(admin)).body.userData.storeIds).toEqual([casablanca, paris, created.body.id]);
  });

  it('role overrides apply on the next request', async () => {
    const admin = await signIn(t, 'admin@atlas.test');
    const agent = await signIn(t, 'agent@atlas.test');
    expect((await call(t.app, { method: 'GET', url: '/api/audit-log', token: agent })).status).toBe(
      403,
    );
    await call(t.app, {
      method: 'PUT',
      url: '/api/roles/agent',
      token: admin,
      payload: { grant: [{ action: 'read', subject: 'AuditLog' }] },
    });
    expect((await call(t.app, { method: 'GET', url: '/api/audit-log', token: agent })).status).toBe(
      200,
    );
    await call(t.app, { method: 'PUT', url: '/api/roles/agent', token: admin, payload: {} });
    expect((await call(t.app, { method: 'GET', url: '/api/audit-log', token: agent })).status).toBe(
      403,
    );
  });

  it('a role change, a deactivation and a sign-out end what the token could do at once', async () => {
    const admin = await signIn(t, 'admin@horizon.test');
    const agent = await signIn(t, 'agent@horizon.test');
    const agentId = ids.user('agent@horizon.test').id;
    expect((await call(t.app, { method: 'GET', url: '/api/roles', token: agent })).status).toBe(
      403,
    );
    await call(t.app, {
      method: 'PATCH',
      url: `/api/users/${agentId}`,
      token: admin,
      payload: { role: 'admin' },
    });
    expect((await me(agent)).body.userData.role).toBe('admin');
    expect((await call(t.app, { method: 'GET', url: '/api/roles', token: agent })).status).toBe(
      200,
    );

    expect(
      (await call(t.app, { method: 'POST', url: `/api/users/${agentId}/deactivate`, token: admin }))
        .status,
    ).toBe(200);
    expect((await me(agent)).status).toBe(401);

    expect(
      (await call(t.app, { method: 'POST', url: '/api/auth/logout', token: admin })).status,
    ).toBeLessThan(300);
    expect((await me(admin)).status).toBe(401);
  });

  it('a change made in the database by hand (not through the API) applies too', async () => {
    const agent = await signIn(t, 'agent@atlas.test');
    const agentId = ids.user('agent@atlas.test').id;
    expect((await me(agent)).body.userData.fullName).not.toBe('Yasmine Hand-Edited');
    expect((await me(agent)).status).toBe(200);
    expect(t.app.deps.callers.size).toBeGreaterThan(0); // served from memory now
    await t.db.execute(
      sql`update users set full_name = 'Yasmine Hand-Edited' where id = ${agentId}`,
    );
    // As psql would: the change's notification comes on its own; sync waits for it.
    await t.app.deps.callers.sync();
    expect((await me(agent)).body.userData.fullName).toBe('Yasmine Hand-Edited');
    await t.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${agentId}`,
    );
    await t.app.deps.callers.sync();
    expect((await me(agent)).status).toBe(401);
  });

  it('a sign-in (it writes the user’s last sign-in) does not make the replicas drop the tenant’s callers; an edit does', async () => {
    const heard: string[] = [];
    // The channel also carries the "sync:" markers of callers.sync(): only tenants count here.
    const stop = await t.database.listen(
      'sp_callers',
      (payload) => !payload.startsWith('sync:') && heard.push(payload),
    );
    try {
      await signIn(t, 'agent@atlas.test');
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toEqual([]);
      const agentId = ids.user('agent@atlas.test').id;
      await t.db.execute(sql`update users set language = language where id = ${agentId}`);
      await t.db.execute(
        sql`update users set full_name = full_name || '' , language = 'fr' where id = ${agentId}`,
      );
      await t.db.execute(
        sql`update users set language = ${ids.user('agent@atlas.test').language} where id = ${agentId}`,
      );
      for (let i = 0; i < 50 && heard.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
      expect(heard).toEqual([ids.tenant('atlas').id, ids.tenant('atlas').id]);
    } finally {
      await stop();
    }
  });
});

// PostgreSQL chose to plan the caller's statement again at every request (its generic
// plan looked dearer than a custom one): the hot statements keep one generic plan.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the hot statements on PostgreSQL', () => {
  it('the caller and the users page are planned once, not at each request', async () => {
    const admin = await signIn(t, 'admin@atlas.test');
    for (let i = 0; i < 8; i++) {
      expect(
        (await call(t.app, { method: 'GET', url: '/api/users?page=1&pageSize=50', token: admin }))
          .status,
      ).toBe(200);
      // Drop the kept caller, so each request reads it again.
      await t.db.execute(sql`select pg_notify('sp_callers', ${ids.tenant('atlas').id})`);
      await t.app.deps.callers.sync();
    }
    // Requests one after another use one connection of the hot pool: its statements are these.
    const { rows } = await hotConnections(t.db).execute<{
      name: string;
      custom: number;
      generic: number;
    }>(sql`
      select name, custom_plans::int as custom, generic_plans::int as generic from pg_prepared_statements
      where name in ('resolve_caller', 'users_page_____fullName') order by name`);
    expect(rows).toEqual([
      { name: 'resolve_caller', custom: 0, generic: expect.any(Number) },
      { name: 'users_page_____fullName', custom: 0, generic: expect.any(Number) },
    ]);
    expect(rows.every((r) => r.generic >= 8)).toBe(true);
  });
});

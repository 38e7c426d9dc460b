import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../audit/tables';
import { sessions } from '../identity/tables';
import { stores } from '../stores/tables';
import { userStores, users } from './tables';
import { call, createTestApp, demoIds, lastMail, signIn, type TestApp } from '../../test/harness';

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
  ])
    tokens[email] = await signIn(t, email);
});
afterAll(() => t.close());

const as = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  call(t.app, { method, url, token: tokens[who], ...(payload ? { payload } : {}) });
const admin = 'admin@atlas.test';
const audits = (recordId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordId, recordId), eq(auditLog.action, action)));

describe('GET /api/users', () => {
  it('shows each agent the stores assigned to them, and each admin their own tenant’s stores only', async () => {
    // A store in another tenant: an admin's row must not list it.
    const [foreign] = await t.db
      .insert(stores)
      .values({
        tenantId: ids.tenant('horizon').id,
        name: 'Horizon shop',
        marketplace: 'own',
        country: 'FR',
        currency: 'EUR',
      })
      .returning();
    const res = await as(admin, 'GET', '/api/users?sort=email');
    const row = (email: string) => res.body.items.find((u: { email: string }) => u.email === email);
    const atlasStores = (
      await t.db
        .select()
        .from(stores)
        .where(eq(stores.tenantId, ids.tenant('atlas').id))
    ).map((s) => s.id);
    expect([...row('admin@atlas.test').storeIds].sort()).toEqual([...atlasStores].sort());
    expect(row('admin@atlas.test').storeIds).not.toContain(foreign!.id);
    const assigned = (
      await t.db
        .select()
        .from(userStores)
        .where(eq(userStores.userId, ids.user('agent@atlas.test').id))
    ).map((r) => r.storeId);
    expect(assigned.length).toBeGreaterThan(0);
    expect([...row('agent@atlas.test').storeIds].sort()).toEqual([...assigned].sort());
    await t.db.delete(stores).where(eq(stores.id, foreign!.id));
  });

  it('lists the tenant’s users with search, filters, sort and paging', async () => {
    const all = await as(admin, 'GET', '/api/users?sort=email');
    expect(all.status).toBe(200);
    const team = [
      'admin@atlas.test',
      'agent@atlas.test',
      'ines@atlas.test',
      'karim@atlas.test',
      'nadia@atlas.test',
      'root@demo.test',
      'salma@atlas.test',
    ];
    expect(all.body.items.map((u: { email: string }) => u.email)).toEqual(team);
    expect(all.body).toMatchObject({ total: team.length, page: 1, pageSize: 20 });
    const desc = await as(admin, 'GET', '/api/users?sort=-email&pageSize=5');
    expect(desc.body.items[0].email).toBe('salma@atlas.test');
    const search = await as(admin, 'GET', '/api/users?search=YOUSSEF');
    expect(search.body.items.map((u: { email: string }) => u.email)).toEqual(['agent@atlas.test']);
    const role = await as(admin, 'GET', '/api/users?role=agent&status=active');
    expect(role.body.total).toBe(5);
    const paged = await as(admin, 'GET', '/api/users?pageSize=5&page=2&sort=email');
    expect(paged.body).toMatchObject({ total: team.length, page: 2 });
    expect(paged.body.items.map((u: { email: string }) => u.email)).toEqual(team.slice(5));
    expect(all.body.items[0].lastSignInAt).not.toBeNull();
    // Each shape of filter is a prepared statement: the same shape with other values
    // answers for those values, not the first ones.
    const other = await as(admin, 'GET', '/api/users?search=admin@');
    expect(other.body.items.map((u: { email: string }) => u.email)).toEqual(['admin@atlas.test']);
    for (const store of ['Atlas Paris', 'Atlas Casablanca']) {
      const byStore = await as(
        admin,
        'GET',
        `/api/users?storeId=${ids.store(store).id}&sort=email`,
      );
      expect(byStore.body.items.map((u: { email: string }) => u.email)).toContain(
        'admin@atlas.test',
      );
    }
  });

  it('shows each user’s last sign-in: the newest session’s start, kept after old sessions are purged', async () => {
    const karim = ids.user('karim@atlas.test');
    const shown = async () =>
      (await as(admin, 'GET', '/api/users?search=karim@')).body.items[0].lastSignInAt;
    const before = Date.now();
    await signIn(t, 'karim@atlas.test');
    const [newest] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, karim.id))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    expect(await shown()).toBe(newest!.createdAt.toISOString());
    expect(newest!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // A session that started earlier (written by hand) does not move it back.
    await t.db.insert(sessions).values({
      tokenHash: `older-${before}`,
      userId: karim.id,
      tenantId: karim.tenantId,
      createdAt: new Date(before - 86_400_000),
      expiresAt: new Date(before + 86_400_000),
    });
    expect(await shown()).toBe(newest!.createdAt.toISOString());
    // The purge deletes sessions 90 days after their end: the last sign-in stays.
    await t.db.delete(sessions).where(eq(sessions.userId, karim.id));
    expect(await shown()).toBe(newest!.createdAt.toISOString());
    expect((await as(admin, 'GET', `/api/users/${karim.id}`)).body.lastSignInAt).toBe(
      newest!.createdAt.toISOString(),
    );
  });

  it('never lists another tenant’s users; their id or store answers 404', async () => {
    const horizonAgent = ids.user('agent@horizon.test');
    const search = await as(admin, 'GET', '/api/users?search=horizon');
    expect(search.body.total).toBe(0);
    expect((await as(admin, 'GET', `/api/users/${horizonAgent.id}`)).status).toBe(404);
    expect(
      (await as(admin, 'PATCH', `/api/users/${horizonAgent.id}`, { fullName: 'X' })).status,
    ).toBe(404);
    expect((await as(admin, 'POST', `/api/users/${horizonAgent.id}/deactivate`)).status).toBe(404);
    const byStore = await as(
      'admin@horizon.test',
      'GET',
      `/api/users?storeId=${ids.store('Atlas Paris').id}`,
    );
    expect(byStore.status).toBe(404);
  });

  it('refuses agents (403) and bad queries (400 with details)', async () => {
    const denied = await as('agent@atlas.test', 'GET', '/api/users');
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('forbidden');
    const bad = await as(admin, 'GET', '/api/users?pageSize=7&sort=password');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'pageSize',
      'sort',
    ]);
  });
});

describe('invitations', () => {
  it('invites by e-mail; the link sets a password, activates the user, who signs in', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/users/invitations',
      token: tokens[admin],
      headers: { 'idempotency-key': 'inv-1' },
      payload: {
        email: 'New.Agent@atlas.test',
        fullName: 'New Agent',
        role: 'agent',
        storeIds: [ids.store('Atlas Casablanca').id],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'new.agent@atlas.test',
      status: 'invited',
      role: 'agent',
      storeIds: [ids.store('Atlas Casablanca').id],
    });
    expect((await audits(res.body.id, 'invite')).length).toBe(1);
    const mail = await lastMail(t.db, 'new.agent@atlas.test');
    const token = mail!.text.match(/reset-password\/([\w-]+)/)![1];
    const outbox = await as('root@demo.test', 'GET', '/api/dev/outbox?to=new.agent@atlas.test');
    expect(outbox.body.items[0].text).toContain(token);
    expect((await as(admin, 'GET', '/api/dev/outbox')).status).toBe(403);
    const reset = await call(t.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a-Long-pass-1234' },
    });
    expect(reset.status).toBeLessThan(300);
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'new.agent@atlas.test', password: 'a-Long-pass-1234' },
    });
    expect(login.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'new.agent@atlas.test'));
    expect(row!.status).toBe('active');
  });

  it('answers the first result again for the same Idempotency-Key', async () => {
    const payload = { email: 'twice@atlas.test', fullName: 'Twice', role: 'agent' };
    const headers = { 'idempotency-key': 'inv-twice' };
    const a = await call(t.app, {
      method: 'POST',
      url: '/api/users/invitations',
      token: tokens[admin],
      headers,
      payload,
    });
    const b = await call(t.app, {
      method: 'POST',
      url: '/api/users/invitations',
      token: tokens[admin],
      headers,
      payload,
    });
    expect(a.status).toBe(201);
    expect(b.body.id).toBe(a.body.id);
  });

  it('answers another tenant’s address exactly as an unknown one, and mails its owner instead (no enumeration)', async () => {
    const strip = (b: Record<string, unknown>) => ({ ...b, id: 'x', email: 'x', createdAt: 'x' });
    const unknown = await as(admin, 'POST', '/api/users/invitations', {
      email: 'nobody.yet@elsewhere.test',
      fullName: 'X',
      role: 'agent',
    });
    const foreign = await as(admin, 'POST', '/api/users/invitations', {
      email: 'agent@horizon.test',
      fullName: 'X',
      role: 'agent',
    });
    expect(foreign.status).toBe(unknown.status);
    expect(Object.keys(foreign.body).sort()).toEqual(Object.keys(unknown.body).sort());
    expect(strip(foreign.body)).toEqual(strip(unknown.body));
    // Nothing changed for the owner's account; they are told, the inviter learns nothing.
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'agent@horizon.test'));
    expect(owner!.tenantId).toBe(ids.tenant('horizon').id);
    expect(owner!.status).toBe('active');
    expect((await lastMail(t.db, 'agent@horizon.test'))?.subject).toMatch(
      /an invitation to your address/,
    );
  });

  it('refuses an own user’s e-mail (409), bad fields (400) and roles above one’s own (403)', async () => {
    const taken = await as(admin, 'POST', '/api/users/invitations', {
      email: 'agent@atlas.test',
      fullName: 'X',
      role: 'agent',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('email_taken');
    const bad = await as(admin, 'POST', '/api/users/invitations', {
      email: 'nope',
      fullName: '',
      role: 'boss',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'email',
      'fullName',
      'role',
    ]);
    const above = await as(admin, 'POST', '/api/users/invitations', {
      email: 'sa@atlas.test',
      fullName: 'S',
      role: 'super_admin',
    });
    expect(above.status).toBe(403);
    expect(above.body.error.code).toBe('role_above_own');
    const foreignStore = await as(admin, 'POST', '/api/users/invitations', {
      email: 'st@atlas.test',
      fullName: 'S',
      role: 'agent',
      storeIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(foreignStore.status).toBe(404);
  });
});

describe('editing, deactivation and 2FA', () => {
  it('changes role and stores (audited with before and after)', async () => {
    const agent = ids.user('agent@atlas.test');
    const paris = ids.store('Atlas Paris').id;
    const res = await as(admin, 'PATCH', `/api/users/${agent.id}`, { storeIds: [paris] });
    expect(res.status).toBe(200);
    expect(res.body.storeIds).toEqual([paris]);
    const [entry] = await audits(agent.id, 'update');
    expect(entry!.after).toMatchObject({ storeIds: [paris] });
    expect(entry!.before).toHaveProperty('storeIds');
  });

  it('an admin cannot promote to super_admin, touch a super admin, or demote / deactivate themselves', async () => {
    const agent = ids.user('agent@atlas.test');
    const me = ids.user(admin);
    const root = ids.user('root@demo.test');
    const promote = await as(admin, 'PATCH', `/api/users/${agent.id}`, { role: 'super_admin' });
    expect([promote.status, promote.body.error.code]).toEqual([403, 'role_above_own']);
    expect((await as(admin, 'POST', `/api/users/${root.id}/reset-2fa`)).body.error.code).toBe(
      'role_above_own',
    );
    const demote = await as(admin, 'PATCH', `/api/users/${me.id}`, { role: 'agent' });
    expect([demote.status, demote.body.error.code]).toEqual([403, 'self_change_forbidden']);
    const self = await as(admin, 'POST', `/api/users/${me.id}/deactivate`);
    expect([self.status, self.body.error.code]).toEqual([403, 'self_change_forbidden']);
    expect((await as(admin, 'PATCH', `/api/users/${me.id}`, { fullName: 'Amina A.' })).status).toBe(
      200,
    );
  });

  it('a deactivated user is signed out and cannot sign in until reactivated', async () => {
    const agent = ids.user('agent@atlas.test');
    // The list's total (kept per role and status, migration 0205) follows the change at once.
    const totalOf = async (q: string) => (await as(admin, 'GET', `/api/users${q}`)).body.total;
    const totals = () =>
      Promise.all([
        totalOf('?status=active'),
        totalOf('?status=deactivated&role=agent'),
        totalOf(''),
      ]);
    const [active, deactivated, all] = await totals();
    const off = await as(admin, 'POST', `/api/users/${agent.id}/deactivate`);
    expect(off.body.status).toBe('deactivated');
    expect(await totals()).toEqual([active - 1, deactivated + 1, all]);
    expect((await as('agent@atlas.test', 'GET', '/api/auth/me')).status).toBe(401);
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'agent@atlas.test', password: 'demo-Secret-42' },
    });
    expect(login.status).toBe(403);
    const on = await as(admin, 'POST', `/api/users/${agent.id}/reactivate`);
    expect(on.body.status).toBe('active');
    expect(await totals()).toEqual([active, deactivated, all]);
    expect((await audits(agent.id, 'deactivate')).length).toBe(1);
    expect((await audits(agent.id, 'reactivate')).length).toBe(1);
    tokens['agent@atlas.test'] = await signIn(t, 'agent@atlas.test');
  });

  it('the super admin resets someone’s 2FA', async () => {
    const agent = ids.user('agent@atlas.test');
    await t.db.update(users).set({ totpSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(users.id, agent.id));
    // The list says whether there is a secret (it reads a boolean, never the secret).
    const listed = async () =>
      (await as(admin, 'GET', '/api/users?search=agent@atlas.test')).body.items.find(
        (u: { id: string }) => u.id === agent.id,
      );
    expect(await listed()).toMatchObject({ twoFactorEnabled: true });
    expect(JSON.stringify(await listed())).not.toContain('JBSWY3DPEHPK3PXP');
    const res = await as('root@demo.test', 'POST', `/api/users/${agent.id}/reset-2fa`);
    expect(res.body.twoFactorEnabled).toBe(false);
    expect(await listed()).toMatchObject({ twoFactorEnabled: false });
    const [entry] = await audits(agent.id, 'reset_2fa');
    expect(entry).toMatchObject({
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false },
    });
  });

  it('serves the dashboard widgets', async () => {
    const byRole = await as(admin, 'GET', '/api/users/stats/by-role');
    expect(byRole.body.items).toContainEqual({ role: 'super_admin', status: 'active', count: 1 });
    const recent = await as(admin, 'GET', '/api/users/stats/recent-sign-ins');
    expect(recent.body.items.length).toBeGreaterThan(0);
    expect(
      recent.body.items.every((i: { email: string }) => !i.email.endsWith('horizon.test')),
    ).toBe(true);
    expect((await as('agent@atlas.test', 'GET', '/api/users/stats/by-role')).status).toBe(403);
  });
});

import { and, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../audit/tables';
import { sessions } from './tables';
import { notificationPreferences, notifications } from '../notifications/tables';
import { tenants } from '../tenancy/tables';
import { users } from '../users/tables';
import { notify } from '../notifications/service';
import {
  call,
  createTestApp,
  DEMO_PASSWORD,
  demoIds,
  signIn,
  type TestApp,
} from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (
  method: InjectOptions['method'],
  url: string,
  token: string | undefined,
  payload?: object,
  headers?: Record<string, string>,
) =>
  call(t.app, {
    method,
    url: `/api/auth/${url}`,
    ...(token ? { token } : {}),
    ...(payload ? { payload } : {}),
    ...(headers ? { headers } : {}),
  });

const audits = (recordId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordId, recordId), eq(auditLog.action, action)));

const signInAs = async (email: string, userAgent: string, password = DEMO_PASSWORD) => {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return res.body.accessToken as string;
};

describe('every account route needs a signed-in user', () => {
  it.each([
    ['PATCH', 'me'],
    ['POST', 'change-password'],
    ['GET', 'sessions'],
    ['POST', 'sessions/sign-out-others'],
    ['DELETE', 'sessions/00000000-0000-4000-8000-000000000000'],
    ['GET', 'notification-preferences'],
    ['PUT', 'notification-preferences'],
  ] as const)('%s /api/auth/%s → 401', async (method, url) => {
    const res = await api(method, url, undefined, method === 'GET' ? undefined : {});
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });
});

describe('PATCH /api/auth/me', () => {
  it('updates the own profile, answers the new userData and audits the change', async () => {
    const token = await signIn(t, 'agent@atlas.test');
    const { user } = await demoIds(t.db);
    const me = user('agent@atlas.test');
    const res = await api('PATCH', 'me', token, {
      fullName: '  Amal Agent  ',
      language: 'fr',
      avatarUrl: 'https://cdn.example.com/amal.png',
    });
    expect(res.status).toBe(200);
    expect(res.body.userData).toMatchObject({
      id: me.id,
      fullName: 'Amal Agent',
      email: 'agent@atlas.test',
      language: 'fr',
      avatarUrl: 'https://cdn.example.com/amal.png',
      role: 'agent',
      storeIds: [expect.any(String)],
    });
    const again = await api('GET', 'me', token);
    expect(again.body.userData).toEqual(res.body.userData);

    const [entry] = await audits(me.id, 'update_profile');
    expect(entry).toMatchObject({
      userId: me.id,
      recordType: 'User',
      before: { fullName: me.fullName, avatarUrl: null },
      after: { fullName: 'Amal Agent', avatarUrl: 'https://cdn.example.com/amal.png' },
    });
    // A preference is no audit event: switching the language writes none.
    const entries = (await audits(me.id, 'update_profile')).length;
    expect((await api('PATCH', 'me', token, { language: 'ar' })).status).toBe(200);
    expect((await api('PATCH', 'me', token, { language: 'en' })).status).toBe(200);
    expect(await audits(me.id, 'update_profile')).toHaveLength(entries);

    // null removes the picture.
    const cleared = await api('PATCH', 'me', token, { avatarUrl: null });
    expect(cleared.body.userData.avatarUrl).toBeNull();
  });

  it('refuses an address another account uses (409 email_taken) and changes nothing', async () => {
    const token = await signIn(t, 'agent@horizon.test');
    const res = await api('PATCH', 'me', token, {
      email: 'ADMIN@horizon.test',
      fullName: 'Changed',
      currentPassword: DEMO_PASSWORD,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'email_taken', details: [{ path: 'email' }] });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'agent@horizon.test'));
    expect(row!.fullName).not.toBe('Changed');
    // Its own address is not "taken".
    expect((await api('PATCH', 'me', token, { email: 'agent@horizon.test' })).status).toBe(200);
  });

  it('validates fields (400 with their paths); role and other fields cannot be set', async () => {
    const token = await signIn(t, 'admin@horizon.test');
    const bad = await api('PATCH', 'me', token, {
      fullName: '',
      email: 'not-an-email',
      language: 'de',
      avatarUrl: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
    expect(bad.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'avatarUrl',
      'email',
      'fullName',
      'language',
    ]);
    const role = await api('PATCH', 'me', token, { role: 'super_admin' });
    expect(role.status).toBe(400);
    expect(role.body.error.details).toEqual([{ path: 'role', message: 'Unknown field' }]);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'admin@horizon.test'));
    expect(row!.role).toBe('admin');
  });

  it('refuses a language the tenant does not offer', async () => {
    const token = await signIn(t, 'admin@horizon.test');
    await t.db
      .update(tenants)
      .set({ languages: ['en', 'fr'] })
      .where(eq(tenants.slug, 'horizon'));
    try {
      const res = await api('PATCH', 'me', token, { language: 'ar' });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual([
        { path: 'language', message: expect.stringContaining('en, fr') },
      ]);
    } finally {
      await t.db
        .update(tenants)
        .set({ languages: ['en', 'fr', 'ar'] })
        .where(eq(tenants.slug, 'horizon'));
    }
  });
});

describe('POST /api/auth/change-password', () => {
  it('refuses a wrong current password (400 wrong_password on currentPassword)', async () => {
    const token = await signIn(t, 'admin@horizon.test');
    const res = await api('POST', 'change-password', token, {
      currentPassword: 'not-my-Password-1',
      newPassword: 'brand-New-secret-9',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'wrong_password',
      details: [{ path: 'currentPassword' }],
    });
  });

  it('applies the registration rules to the new password', async () => {
    const token = await signIn(t, 'admin@horizon.test');
    const short = await api('POST', 'change-password', token, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.error.details).toEqual([
      { path: 'newPassword', message: expect.any(String) },
    ]);
    const long = await api('POST', 'change-password', token, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'x'.repeat(129),
    });
    expect(long.status).toBe(400);
    const common = await api('POST', 'change-password', token, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Password123',
    });
    expect(common.status).toBe(422);
    expect(common.body.error).toMatchObject({
      code: 'password_too_common',
      details: [{ path: 'newPassword' }],
    });
    const email = await api('POST', 'change-password', token, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'admin@horizon.test',
    });
    expect(email.body.error.code).toBe('password_too_common');
    const same = await api('POST', 'change-password', token, {
      currentPassword: DEMO_PASSWORD,
      newPassword: DEMO_PASSWORD,
    });
    expect(same.status).toBe(400);
    expect(same.body.error.details).toEqual([{ path: 'newPassword', message: expect.any(String) }]);
    const missing = await api('POST', 'change-password', token, {
      newPassword: 'brand-New-secret-9',
    });
    expect(missing.body.error.details).toEqual([
      { path: 'currentPassword', message: expect.any(String) },
    ]);
  });

  it('changes it, keeps the current session, signs out the others and audits without secrets', async () => {
    const token = await signIn(t, 'admin@atlas.test');
    const other = await signIn(t, 'admin@atlas.test');
    const someoneElse = await signIn(t, 'agent@horizon.test');
    const res = await api('POST', 'change-password', token, {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'brand-New-secret-9',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, revoked: expect.any(Number) });
    expect(res.body.revoked).toBeGreaterThanOrEqual(1);
    expect((await api('GET', 'me', token)).status).toBe(200);
    expect((await api('GET', 'me', other)).status).toBe(401);
    expect((await api('GET', 'me', someoneElse)).status).toBe(200);
    const login = (password: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'admin@atlas.test', password },
      });
    expect((await login(DEMO_PASSWORD)).status).toBe(401);
    expect((await login('brand-New-secret-9')).status).toBe(200);

    const { user } = await demoIds(t.db);
    const [entry] = await audits(user('admin@atlas.test').id, 'change_password');
    expect(entry).toMatchObject({
      recordType: 'User',
      after: { revokedSessions: res.body.revoked },
    });
    expect(JSON.stringify(entry)).not.toMatch(/brand-New|demo-Secret|scrypt/);
  });
});

describe('GET /api/auth/sessions and POST /api/auth/sessions/sign-out-others', () => {
  it("lists only the caller's live sessions, with client and current flag", async () => {
    await t.db.update(sessions).set({ revokedAt: new Date() });
    const laptop = await signInAs('admin@horizon.test', 'Laptop/1.0');
    const phone = await signInAs('admin@horizon.test', 'Phone/2.0');
    const expired = await signInAs('admin@horizon.test', 'Old/0.1');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userAgent, 'Old/0.1'));
    await signInAs('agent@horizon.test', 'Stranger/9.9');
    expect(expired).toBeTruthy();

    const res = await api('GET', 'sessions', laptop);
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(2);
    expect(res.body.items.map((s: { userAgent: string }) => s.userAgent).sort()).toEqual([
      'Laptop/1.0',
      'Phone/2.0',
    ]);
    const current = res.body.items.filter((s: { current: boolean }) => s.current);
    expect(current).toEqual([
      {
        id: expect.any(String),
        userAgent: 'Laptop/1.0',
        ip: '127.0.0.1',
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: true,
      },
    ]);
    // The same list from the phone marks the phone as current.
    const fromPhone = await api('GET', 'sessions', phone);
    expect(fromPhone.body.items.find((s: { current: boolean }) => s.current).userAgent).toBe(
      'Phone/2.0',
    );
  });

  it('records when a session was last used (at most once a minute)', async () => {
    const token = await signInAs('agent@horizon.test', 'Touch/1.0');
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userAgent, 'Touch/1.0'));
    const old = new Date(Date.now() - 10 * 60_000);
    await t.db.update(sessions).set({ lastSeenAt: old }).where(eq(sessions.id, row!.id));
    await api('GET', 'me', token);
    const [after] = await t.db.select().from(sessions).where(eq(sessions.id, row!.id));
    expect(after!.lastSeenAt!.getTime()).toBeGreaterThan(old.getTime() + 5 * 60_000);
  });

  it('signs out every other session of the caller only, keeps the current one, and audits', async () => {
    await t.db.update(sessions).set({ revokedAt: new Date() });
    const keep = await signInAs('admin@horizon.test', 'Keep/1.0');
    const drop1 = await signInAs('admin@horizon.test', 'Drop/1.0');
    const drop2 = await signInAs('admin@horizon.test', 'Drop/2.0');
    const stranger = await signInAs('agent@horizon.test', 'Stranger/9.9');

    const res = await api('POST', 'sessions/sign-out-others', keep);
    expect(res).toMatchObject({ status: 200, body: { revoked: 2 } });
    expect((await api('GET', 'me', keep)).status).toBe(200);
    expect((await api('GET', 'me', drop1)).status).toBe(401);
    expect((await api('GET', 'me', drop2)).status).toBe(401);
    expect((await api('GET', 'me', stranger)).status).toBe(200);
    const list = await api('GET', 'sessions', keep);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ current: true, userAgent: 'Keep/1.0' });

    const { user } = await demoIds(t.db);
    const entries = await audits(user('admin@horizon.test').id, 'sign_out_other_sessions');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.after).toEqual({ revokedSessions: 2 });
    // Nothing left to revoke: no change, no new entry.
    expect((await api('POST', 'sessions/sign-out-others', keep)).body).toEqual({ revoked: 0 });
    expect(await audits(user('admin@horizon.test').id, 'sign_out_other_sessions')).toHaveLength(1);
  });
});

describe('GET /api/auth/sessions paging', () => {
  it('pages server-side: the current session first, then the most recently used', async () => {
    await t.db.update(sessions).set({ revokedAt: new Date() });
    const current = await signInAs('admin@horizon.test', 'Current/1.0');
    for (let i = 0; i < 6; i++) await signInAs('admin@horizon.test', `Other/${i}`);
    // Last use spread over time: Other/5 the most recent, the current one the oldest.
    const rows = await t.db.select().from(sessions).where(isNull(sessions.revokedAt));
    for (const row of rows) {
      const n = row.userAgent === 'Current/1.0' ? -1 : Number(row.userAgent!.split('/')[1]);
      await t.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - (10 - n) * 60 * 60_000) })
        .where(eq(sessions.id, row.id));
    }

    const first = await api('GET', 'sessions?page=1&pageSize=5', current);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 7, page: 1, pageSize: 5 });
    expect(first.body.items.map((s: { userAgent: string }) => s.userAgent)).toEqual([
      'Current/1.0',
      'Other/5',
      'Other/4',
      'Other/3',
      'Other/2',
    ]);
    expect(first.body.items[0].current).toBe(true);
    const second = await api('GET', 'sessions?page=2&pageSize=5', current);
    expect(second.body).toMatchObject({ total: 7, page: 2, pageSize: 5 });
    expect(second.body.items.map((s: { userAgent: string }) => s.userAgent)).toEqual([
      'Other/1',
      'Other/0',
    ]);
    expect(second.body.items.some((s: { current: boolean }) => s.current)).toBe(false);
  });

  it('refuses a page size outside the list', async () => {
    const token = await signIn(t, 'admin@horizon.test');
    const res = await api('GET', 'sessions?pageSize=7', token);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  const sessionIdOf = async (userAgent: string) =>
    (await t.db.select().from(sessions).where(eq(sessions.userAgent, userAgent)))[0]!.id;

  it("ends one of the caller's own sessions: its token answers 401 at once, the others keep working, and it is audited", async () => {
    await t.db.update(sessions).set({ revokedAt: new Date() });
    const keep = await signInAs('admin@horizon.test', 'EndKeep/1.0');
    const other = await signInAs('admin@horizon.test', 'EndOther/1.0');
    const bystander = await signInAs('admin@horizon.test', 'EndBystander/1.0');
    const id = await sessionIdOf('EndOther/1.0');

    const res = await api('DELETE', `sessions/${id}`, keep);
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect((await api('GET', 'me', other)).status).toBe(401);
    expect((await api('GET', 'me', keep)).status).toBe(200);
    expect((await api('GET', 'me', bystander)).status).toBe(200);
    const list = await api('GET', 'sessions', keep);
    expect(list.body.items.map((s: { id: string }) => s.id)).not.toContain(id);
    expect(list.body.total).toBe(2);

    const { user } = await demoIds(t.db);
    const [entry] = await audits(user('admin@horizon.test').id, 'end_session');
    expect(entry!.after).toEqual({ sessionId: id, current: false });
    // An ended session cannot be ended again.
    expect((await api('DELETE', `sessions/${id}`, keep)).status).toBe(404);
  });

  it('ending the current session signs the caller out', async () => {
    const token = await signInAs('admin@horizon.test', 'EndSelf/1.0');
    const res = await api('DELETE', `sessions/${await sessionIdOf('EndSelf/1.0')}`, token);
    expect(res.status).toBe(200);
    expect((await api('GET', 'me', token)).status).toBe(401);
  });

  it("answers 404 for another user's session (same tenant or not) and leaves it alive", async () => {
    const mine = await signInAs('admin@horizon.test', 'EndMine/1.0');
    const colleague = await signInAs('agent@horizon.test', 'EndColleague/1.0');
    const stranger = await signInAs('agent@atlas.test', 'EndStranger/1.0');
    for (const [ua, token] of [
      ['EndColleague/1.0', colleague],
      ['EndStranger/1.0', stranger],
    ] as const) {
      const res = await api('DELETE', `sessions/${await sessionIdOf(ua)}`, mine);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
      expect((await api('GET', 'me', token)).status).toBe(200);
    }
    expect(
      (await api('DELETE', 'sessions/00000000-0000-4000-8000-000000000000', mine)).status,
    ).toBe(404);
    expect((await api('DELETE', 'sessions/not-a-uuid', mine)).status).toBe(400);
  });
});

describe('GET/PUT /api/auth/notification-preferences', () => {
  const allOn = {
    order_status: { inApp: true, push: true },
    low_stock: { inApp: true, push: true },
    import_finished: { inApp: true, push: true },
    lead_assigned: { inApp: true, push: true },
    task_due: { inApp: true, push: true },
    security: { inApp: true, push: true },
  };

  it('answers every event type, on by default', async () => {
    const token = await signIn(t, 'agent@horizon.test');
    const res = await api('GET', 'notification-preferences', token);
    expect(res).toMatchObject({ status: 200, body: { preferences: allOn } });
  });

  it('stores per user (a partial body merges), audits, and leaves other users alone', async () => {
    const token = await signIn(t, 'admin@horizon.test');
    const saved = await api('PUT', 'notification-preferences', token, {
      preferences: {
        low_stock: { inApp: true, push: false },
        security: { inApp: false, push: false },
      },
    });
    expect(saved.status).toBe(200);
    const expected = {
      ...allOn,
      low_stock: { inApp: true, push: false },
      security: { inApp: false, push: false },
    };
    expect(saved.body.preferences).toEqual(expected);
    expect((await api('GET', 'notification-preferences', token)).body.preferences).toEqual(
      expected,
    );

    const again = await api('PUT', 'notification-preferences', token, {
      preferences: { task_due: { inApp: false, push: true } },
    });
    expect(again.body.preferences).toEqual({ ...expected, task_due: { inApp: false, push: true } });

    const other = await signIn(t, 'agent@horizon.test');
    expect((await api('GET', 'notification-preferences', other)).body.preferences).toEqual(allOn);

    const { user } = await demoIds(t.db);
    const me = user('admin@horizon.test');
    const entries = await audits(me.id, 'update_notification_preferences');
    expect(entries).toHaveLength(2);
    expect(entries.find((e) => 'low_stock' in (e.after ?? {}))).toMatchObject({
      recordType: 'NotificationPreferences',
      before: { low_stock: { inApp: true, push: true }, security: { inApp: true, push: true } },
      after: { low_stock: { inApp: true, push: false }, security: { inApp: false, push: false } },
    });
    const [row] = await t.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, me.id));
    expect(row!.tenantId).toBe(me.tenantId);
  });

  it('validates the body (400 with paths): unknown event types and non-boolean channels', async () => {
    const token = await signIn(t, 'agent@horizon.test');
    const unknown = await api('PUT', 'notification-preferences', token, {
      preferences: { weather: { inApp: true, push: true } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('validation_failed');
    expect(unknown.body.error.details[0].path).toMatch(/^preferences/);
    const notBool = await api('PUT', 'notification-preferences', token, {
      preferences: { low_stock: { inApp: 'yes', push: true } },
    });
    expect(notBool.status).toBe(400);
    expect(notBool.body.error.details).toEqual([
      { path: 'preferences.low_stock.inApp', message: expect.any(String) },
    ]);
    const missing = await api('PUT', 'notification-preferences', token, {});
    expect(missing.body.error.details).toEqual([
      { path: 'preferences', message: expect.any(String) },
    ]);
  });

  it('notify() honours them: no in-app notification when the user turned it off', async () => {
    const token = await signIn(t, 'agent@atlas.test');
    const { user } = await demoIds(t.db);
    const me = user('agent@atlas.test');
    await api('PUT', 'notification-preferences', token, {
      preferences: { low_stock: { inApp: false, push: true } },
    });
    const to = { tenantId: me.tenantId, userId: me.id };
    expect(await notify(t.app.deps, to, { type: 'low_stock', title: 'Low stock' })).toBeNull();
    expect(await notify(t.app.deps, to, { type: 'order_status', title: 'Shipped' })).toMatchObject({
      type: 'order_status',
    });
    const stored = await t.db.select().from(notifications).where(eq(notifications.userId, me.id));
    expect(stored.map((n) => n.type).filter((type) => type !== 'welcome')).toEqual([
      'order_status',
    ]);
  });
});

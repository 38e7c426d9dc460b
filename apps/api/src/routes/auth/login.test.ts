import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes, sessions, users } from '../../db/schema';
import { replaceRecoveryCodes } from '../../services/totp';
import { call, createTestApp, DEMO_PASSWORD, demoIds, signIn, totpCode, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password = DEMO_PASSWORD) =>
  call(t.app, { method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('POST /api/auth/login', () => {
  it('answers accessToken, userData and userAbilityRules', async () => {
    const res = await login('Agent@Atlas.test');
    expect(res.status).toBe(200);
    const { store } = await demoIds(t.db);
    expect(res.body.accessToken).toMatch(/^[\w-]{40,}$/);
    expect(res.body.userData).toEqual({
      id: expect.any(String),
      fullName: 'Youssef Agent',
      email: 'agent@atlas.test',
      role: 'agent',
      tenantId: expect.any(String),
      storeIds: [store('Atlas Casablanca').id],
      language: 'en',
      avatarUrl: null,
      twoFactorEnabled: false,
    });
    expect(res.body.userAbilityRules).toContainEqual({ action: 'read', subject: 'Dashboard' });
    // Only a hash of the token is stored.
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, res.body.userData.id));
    expect(rows.some((r) => r.tokenHash === res.body.accessToken)).toBe(false);
  });

  it('refuses a wrong password and an unknown address alike', async () => {
    const wrong = await login('admin@horizon.test', 'not-the-password');
    const unknown = await login('nobody@horizon.test', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.code).toBe('invalid_credentials');
  });

  it('locks the account after 5 failures, even for the right password, with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await login('agent@horizon.test', `wrong-${i}-password`)).status).toBe(401);
    const locked = await login('agent@horizon.test');
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('account_locked');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
  });
});

describe('sessions', () => {
  it('GET /me answers the user; logout revokes the token server-side', async () => {
    const token = await signIn(t, 'admin@atlas.test');
    const me = await call(t.app, { method: 'GET', url: '/api/auth/me', token });
    expect(me.status).toBe(200);
    expect(me.body.userData.role).toBe('admin');
    expect((await call(t.app, { method: 'POST', url: '/api/auth/logout', token })).status).toBe(200);
    const after = await call(t.app, { method: 'GET', url: '/api/auth/me', token });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('unauthorized');
  });

  it('refuses missing and made-up tokens', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/auth/me' })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/auth/me', token: 'made-up' })).status).toBe(401);
  });

  it('a deactivated user cannot sign in and their sessions stop working', async () => {
    const agentToken = await signIn(t, 'agent@atlas.test');
    const adminToken = await signIn(t, 'admin@atlas.test');
    const { user } = await demoIds(t.db);
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/users/${user('agent@atlas.test').id}/deactivate`,
      token: adminToken,
    });
    expect(res.status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api/auth/me', token: agentToken })).status).toBe(401);
    const again = await login('agent@atlas.test');
    expect(again.status).toBe(403);
    expect(again.body.error.code).toBe('account_deactivated');
    await t.db.update(users).set({ status: 'active' }).where(eq(users.email, 'agent@atlas.test'));
  });
});

describe('two-step sign-in (TOTP)', () => {
  const start = async () => {
    const res = await login('root@demo.test');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['twoStep']);
    return res.body.twoStep.hashId as string;
  };
  const twoStep = (hashId: string, code: string) =>
    call(t.app, { method: 'POST', url: '/api/auth/two-step', payload: { hashId, code } });

  it('super admin: wrong code refused, right code signs in, replayed code refused', async () => {
    await t.db.update(users).set({ totpLastStep: null }).where(eq(users.email, 'root@demo.test'));
    const hashId = await start();
    const wrong = await twoStep(hashId, totpCode(undefined, Date.now() - 10 * 60_000));
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('invalid_code');
    const code = totpCode();
    const ok = await twoStep(hashId, code);
    expect(ok.status).toBe(200);
    expect(ok.body.userData).toMatchObject({ role: 'super_admin', twoFactorEnabled: true });
    expect(ok.body.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }]);
    // The same time step again, through a fresh challenge: a replay.
    const replay = await twoStep(await start(), code);
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('invalid_code');
  });

  it('a challenge cannot be used twice', async () => {
    await t.db.update(users).set({ totpLastStep: null }).where(eq(users.email, 'root@demo.test'));
    const hashId = await start();
    expect((await twoStep(hashId, totpCode())).status).toBe(200);
    const again = await twoStep(hashId, totpCode(undefined, Date.now() + 30_000));
    expect(again.status).toBe(401);
    expect(again.body.error.code).toBe('invalid_token');
  });

  it('accepts a recovery code once', async () => {
    const { user } = await demoIds(t.db);
    const [code] = await replaceRecoveryCodes(t.db, user('root@demo.test').id);
    expect((await twoStep(await start(), code!)).status).toBe(200);
    const reused = await twoStep(await start(), code!);
    expect(reused.status).toBe(401);
    const used = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user('root@demo.test').id));
    expect(used.filter((r) => r.usedAt).length).toBe(1);
  });

  it('five wrong codes burn the challenge', async () => {
    const hashId = await start();
    for (let i = 0; i < 5; i++) await twoStep(hashId, '000000');
    await t.db.update(users).set({ totpLastStep: null }).where(eq(users.email, 'root@demo.test'));
    expect((await twoStep(hashId, totpCode())).body.error.code).toBe('invalid_token');
  });
});

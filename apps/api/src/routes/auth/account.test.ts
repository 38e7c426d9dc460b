import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, outbox, sessions, users } from '../../db/schema';
import { call, createTestApp, lastMail, signIn, totpCode, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  call(t.app, { method: 'POST', url: `/api/auth/${url}`, payload, ...(token ? { token } : {}) });

describe('register and verify', () => {
  it('creates an unverified agent, mails a code, and verify signs in', async () => {
    const res = await post('register', { fullName: 'Nadia New', email: 'Nadia@Horizon.test', password: 'a-Fine-passw0rd', tenant: 'horizon' });
    expect(res.status).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'nadia@horizon.test'));
    expect(user).toMatchObject({ role: 'agent', unverified: true, status: 'active' });
    const mail = await lastMail(t.db, 'nadia@horizon.test');
    expect(mail!.text).toContain(`/verify/${res.body.hashId}`);
    const code = /code is (\d{6})/.exec(mail!.text)![1]!;

    const early = await post('login', { email: 'nadia@horizon.test', password: 'a-Fine-passw0rd' });
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe('email_not_verified');

    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await post('verify', { hashId: res.body.hashId, code: wrongCode })).body.error.code).toBe('invalid_code');
    const ok = await post('verify', { hashId: res.body.hashId, code });
    expect(ok.status).toBe(200);
    expect(ok.body.userData).toMatchObject({ email: 'nadia@horizon.test', role: 'agent' });
    expect((await post('verify', { hashId: res.body.hashId, code })).body.error.code).toBe('invalid_token');
    expect((await post('login', { email: 'nadia@horizon.test', password: 'a-Fine-passw0rd' })).status).toBe(200);
  });

  it('refuses common passwords, short passwords and taken addresses, creating nothing', async () => {
    const before = (await t.db.select().from(users)).length;
    const common = await post('register', { fullName: 'X', email: 'x1@atlas.test', password: 'Password123' });
    expect(common.status).toBe(422);
    expect(common.body.error).toMatchObject({ code: 'password_too_common', details: [{ path: 'password' }] });
    const short = await post('register', { fullName: 'X', email: 'x2@atlas.test', password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.error.details).toEqual([{ path: 'password', message: expect.any(String) }]);
    const taken = await post('register', { fullName: 'X', email: 'admin@atlas.test', password: 'a-Fine-passw0rd' });
    expect(taken.status).toBe(409);
    expect((await t.db.select().from(users)).length).toBe(before);
  });
});

describe('forgot and reset password', () => {
  const resetToken = async (email: string) => {
    expect((await post('forgot-password', { email })).body).toEqual({ ok: true });
    const mail = await lastMail(t.db, email);
    return /reset-password\/([\w-]+)/.exec(mail!.text)![1]!;
  };

  it('answers the same for unknown addresses and mails nothing', async () => {
    const mails = (await t.db.select().from(outbox)).length;
    const res = await post('forgot-password', { email: 'ghost@nowhere.test' });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect((await t.db.select().from(outbox)).length).toBe(mails);
  });

  it('resets once, signs out every session, and the link cannot be reused', async () => {
    const oldToken = await signIn(t, 'agent@horizon.test');
    const token = await resetToken('agent@horizon.test');
    const mail = await lastMail(t.db, 'agent@horizon.test');
    expect(mail!.text).toContain(`/pages/authentication/reset-password/${token}`);
    expect((await post('reset-password', { token, password: 'brand-New-secret-9' })).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api/auth/me', token: oldToken })).status).toBe(401);
    expect((await post('login', { email: 'agent@horizon.test', password: 'brand-New-secret-9' })).status).toBe(200);
    const reused = await post('reset-password', { token, password: 'another-New-secret-9' });
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe('invalid_token');
    expect((await post('login', { email: 'agent@horizon.test', password: 'another-New-secret-9' })).status).toBe(401);
  });

  it('refuses an expired link', async () => {
    const token = await resetToken('admin@horizon.test');
    await t.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.kind, 'reset_password'));
    const res = await post('reset-password', { token, password: 'brand-New-secret-9' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_token');
  });
});

describe('TOTP enrolment', () => {
  it('setup → enable with recovery codes → two-step login → disable', async () => {
    const token = await signIn(t, 'admin@atlas.test');
    const setup = await post('totp/setup', {}, token);
    expect(setup.status).toBe(200);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const bad = await post('totp/enable', { code: '12345x' }, token);
    expect(bad.status).toBe(422);
    const enabled = await post('totp/enable', { code: totpCode(setup.body.secret) }, token);
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);

    const login = await post('login', { email: 'admin@atlas.test', password: 'demo-Secret-42' });
    expect(login.body.twoStep.hashId).toEqual(expect.any(String));
    // The enabling code's time step is spent; the next step's code is accepted (±1 step window).
    const next = totpCode(setup.body.secret, Date.now() + 30_000);
    const done = await post('two-step', { hashId: login.body.twoStep.hashId, code: next });
    expect(done.status).toBe(200);
    expect(done.body.userData.twoFactorEnabled).toBe(true);

    const off = await call(t.app, {
      method: 'DELETE',
      url: '/api/auth/totp',
      token,
      payload: { code: enabled.body.recoveryCodes[0] },
    });
    expect(off.status).toBe(200);
    expect((await post('login', { email: 'admin@atlas.test', password: 'demo-Secret-42' })).body.accessToken).toBeTruthy();
  });

  it('a super admin cannot turn TOTP off', async () => {
    const token = await signIn(t, 'root@demo.test');
    const res = await call(t.app, { method: 'DELETE', url: '/api/auth/totp', token, payload: { code: '123456' } });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('totp_required');
    const live = await t.db.select().from(sessions);
    expect(live.length).toBeGreaterThan(0);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, sessions } from './tables';
import { outbox } from '../mail/tables';
import { tenants } from '../tenancy/tables';
import { users } from '../users/tables';
import { call, createTestApp, lastMail, signIn, totpCode, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  call(t.app, { method: 'POST', url: `/api/auth/${url}`, payload, ...(token ? { token } : {}) });

const openSignUp = (slug: string, on = true) =>
  t.db.update(tenants).set({ selfRegistration: on }).where(eq(tenants.slug, slug));

describe('register and verify', () => {
  it('is closed unless the tenant opens it, and an unknown tenant answers the same (no enumeration)', async () => {
    const body = {
      fullName: 'Nadia New',
      email: 'closed@horizon.test',
      password: 'a-Fine-passw0rd',
    };
    const closed = await post('register', { ...body, tenant: 'horizon' });
    const unknown = await post('register', { ...body, tenant: 'no-such-tenant' });
    const byDefault = await post('register', body);
    for (const res of [closed, unknown, byDefault]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(closed.body);
    }
    expect(closed.body.error.code).toBe('registration_closed');
    expect(await t.db.select().from(users).where(eq(users.email, 'closed@horizon.test'))).toEqual(
      [],
    );
  });

  it('where open: an unverified, pending agent; verify confirms; an admin approves before sign-in', async () => {
    await openSignUp('horizon');
    const res = await post('register', {
      fullName: 'Nadia New',
      email: 'Nadia@Horizon.test',
      password: 'a-Fine-passw0rd',
      tenant: 'horizon',
    });
    expect(res.status).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'nadia@horizon.test'));
    expect(user).toMatchObject({ role: 'agent', unverified: true, status: 'pending' });
    const mail = await lastMail(t.db, 'nadia@horizon.test');
    expect(mail!.text).toContain(`/verify/${res.body.hashId}`);
    const code = /code is (\d{6})/.exec(mail!.text)![1]!;

    const early = await post('login', { email: 'nadia@horizon.test', password: 'a-Fine-passw0rd' });
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe('email_not_verified');

    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(
      (await post('verify', { hashId: res.body.hashId, code: wrongCode })).body.error.code,
    ).toBe('invalid_code');
    const verified = await post('verify', { hashId: res.body.hashId, code });
    expect(verified.status).toBe(403);
    expect(verified.body.error.code).toBe('approval_pending');
    expect(verified.body.accessToken).toBeUndefined();
    expect((await post('verify', { hashId: res.body.hashId, code })).body.error.code).toBe(
      'invalid_token',
    );
    const waiting = await post('login', {
      email: 'nadia@horizon.test',
      password: 'a-Fine-passw0rd',
    });
    expect(waiting.status).toBe(403);
    expect(waiting.body.error.code).toBe('approval_pending');

    const admin = await signIn(t, 'admin@horizon.test');
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: `/api/users/${user!.id}/reactivate`,
          token: admin,
        })
      ).status,
    ).toBe(200);
    expect(
      (await post('login', { email: 'nadia@horizon.test', password: 'a-Fine-passw0rd' })).status,
    ).toBe(200);
  });

  it('refuses common and short passwords; a taken address gets the same answer and its owner a notice', async () => {
    await openSignUp('atlas');
    const before = (await t.db.select().from(users)).length;
    const common = await post('register', {
      fullName: 'X',
      email: 'x1@atlas.test',
      password: 'Password123',
    });
    expect(common.status).toBe(422);
    expect(common.body.error).toMatchObject({
      code: 'password_too_common',
      details: [{ path: 'password' }],
    });
    for (const password of ['Atlas-2024!', 'x1-marketplace', 'Nadia.Ben#2025']) {
      const context = await post('register', {
        fullName: 'X',
        email: 'nadia.ben@atlas.test',
        password,
      });
      expect(context.status, password).toBe(422);
      expect(context.body.error.code).toBe('password_too_common');
    }
    const short = await post('register', {
      fullName: 'X',
      email: 'x2@atlas.test',
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.error.details).toEqual([{ path: 'password', message: expect.any(String) }]);
    const taken = await post('register', {
      fullName: 'X',
      email: 'admin@atlas.test',
      password: 'a-Fine-passw0rd',
    });
    const fresh = await post('register', {
      fullName: 'Y',
      email: 'y-new@atlas.test',
      password: 'a-Fine-passw0rd',
    });
    expect(taken.status).toBe(201);
    expect(Object.keys(taken.body)).toEqual(Object.keys(fresh.body));
    expect((await lastMail(t.db, 'admin@atlas.test'))!.subject).toMatch(/already have an account/);
    expect((await t.db.select().from(users)).length).toBe(before + 1);
    await openSignUp('atlas', false);
  });

  it('refuses a name with a right-to-left override (display spoofing)', async () => {
    await openSignUp('horizon');
    const res = await post('register', {
      fullName: 'Admin\u202Enimda',
      email: 'spoof@horizon.test',
      password: 'a-Fine-passw0rd',
      tenant: 'horizon',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([
      { path: 'fullName', message: expect.stringMatching(/direction/) },
    ]);
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
    expect((await post('reset-password', { token, password: 'brand-New-secret-9' })).status).toBe(
      200,
    );
    expect(
      (await call(t.app, { method: 'GET', url: '/api/auth/me', token: oldToken })).status,
    ).toBe(401);
    expect(
      (await post('login', { email: 'agent@horizon.test', password: 'brand-New-secret-9' })).status,
    ).toBe(200);
    const reused = await post('reset-password', { token, password: 'another-New-secret-9' });
    expect(reused.status).toBe(400);
    expect(reused.body.error.code).toBe('invalid_token');
    expect(
      (await post('login', { email: 'agent@horizon.test', password: 'another-New-secret-9' }))
        .status,
    ).toBe(401);
  });

  it('a new link voids the older ones; more than 3 mails an hour to one account are not sent', async () => {
    const email = 'agent@atlas.test';
    const count = async () => (await t.db.select().from(outbox).where(eq(outbox.to, email))).length;
    const first = await resetToken(email);
    const second = await resetToken(email);
    const old = await post('reset-password', { token: first, password: 'brand-New-secret-9' });
    expect(old.status).toBe(400);
    expect(old.body.error.code).toBe('invalid_token');
    await resetToken(email);
    const sent = await count();
    for (let i = 0; i < 7; i++)
      expect((await post('forgot-password', { email })).body).toEqual({ ok: true });
    expect(await count()).toBe(sent);
    // The latest link sent still works.
    const latest = /reset-password\/([\w-]+)/.exec((await lastMail(t.db, email))!.text)![1]!;
    expect(latest).not.toBe(second);
    expect(
      (await post('reset-password', { token: latest, password: 'brand-New-secret-9' })).status,
    ).toBe(200);
  });

  it('refuses an expired link', async () => {
    const token = await resetToken('admin@horizon.test');
    await t.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.kind, 'reset_password'));
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
    // 24 base32 characters: 120 bits, enough for a fast hash at rest (ASVS 6.5.2).
    for (const c of enabled.body.recoveryCodes) expect(c).toMatch(/^([a-z2-7]{4}-){5}[a-z2-7]{4}$/);

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
      // Typed from paper: case and dashes do not matter.
      payload: { code: enabled.body.recoveryCodes[0].replaceAll('-', ' ').toUpperCase() },
    });
    expect(off.status).toBe(200);
    expect(
      (await post('login', { email: 'admin@atlas.test', password: 'demo-Secret-42' })).body
        .accessToken,
    ).toBeTruthy();
  });

  it('replacing a second factor already on needs a code from it', async () => {
    const token = await signIn(t, 'root@demo.test');
    const bare = await post('totp/setup', {}, token);
    expect(bare.status).toBe(422);
    expect(bare.body.error.details).toEqual([{ path: 'code', message: expect.any(String) }]);
    const wrong = await post('totp/setup', { code: '000000' }, token);
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('invalid_code');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'root@demo.test'));
    expect(row!.totpPendingSecret).toBeNull();
    await t.db.update(users).set({ totpLastStep: null }).where(eq(users.email, 'root@demo.test'));
    const ok = await post('totp/setup', { code: totpCode() }, token);
    expect(ok.status).toBe(200);
    expect(ok.body.secret).toEqual(expect.any(String));
  });

  it('keeps TOTP secrets encrypted at rest, still usable', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.email, 'root@demo.test'));
    expect(row!.totpSecret).toMatch(/^enc:v1:/);
    expect(row!.totpSecret).not.toContain('JBSWY3DPEHPK3PXP');
    expect(await signIn(t, 'root@demo.test')).toEqual(expect.any(String));
  });

  it('a super admin cannot turn TOTP off', async () => {
    const token = await signIn(t, 'root@demo.test');
    const res = await call(t.app, {
      method: 'DELETE',
      url: '/api/auth/totp',
      token,
      payload: { code: '123456' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('totp_required');
    const live = await t.db.select().from(sessions);
    expect(live.length).toBeGreaterThan(0);
  });
});

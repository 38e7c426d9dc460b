import { desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle, recoveryCodes, sessions } from './tables';
import { users } from '../users/tables';
import { replaceRecoveryCodes } from './totp';
import { buildApp } from '../../app';
import {
  call,
  createTestApp,
  DEMO_PASSWORD,
  demoIds,
  signIn,
  totpCode,
  type TestApp,
} from '../../test/harness';

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
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, res.body.userData.id));
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
});

describe('sign-in throttle (no lockout)', () => {
  const from = (ip: string, email: string, password = DEMO_PASSWORD) =>
    call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });
  const fail = (ip: string, email: string, n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => from(ip, email, `wrong-${i}-password`)));

  it('slows down the address that guesses, never the owner signing in from elsewhere', async () => {
    const failures = await fail('10.0.0.1', 'agent@horizon.test', 5);
    expect(failures.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    const slowed = await from('10.0.0.1', 'agent@horizon.test', 'wrong-again-password');
    expect(slowed.status).toBe(429);
    expect(slowed.body.error.code).toBe('rate_limited');
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(2);
    // Even the right password waits there; the owner elsewhere is not affected at all.
    expect((await from('10.0.0.1', 'agent@horizon.test')).status).toBe(429);
    expect((await from('10.0.0.2', 'agent@horizon.test')).status).toBe(200);
  });

  it('answers an unknown address exactly like a known one', async () => {
    const known = [
      ...(await fail('10.0.1.1', 'admin@atlas.test', 5)),
      await from('10.0.1.1', 'admin@atlas.test', 'x-wrong-password'),
    ];
    const unknown = [
      ...(await fail('10.0.1.2', 'ghost@atlas.test', 5)),
      await from('10.0.1.2', 'ghost@atlas.test', 'x-wrong-password'),
    ];
    expect(unknown.map((r) => r.status)).toEqual(known.map((r) => r.status));
    expect(unknown.map((r) => r.body)).toEqual(known.map((r) => r.body));
  });

  it('counts parallel failures atomically: of ten at once, only five get a password check', async () => {
    const results = await fail('10.0.2.1', 'admin@horizon.test', 10);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    const [row] = await t.db
      .select()
      .from(loginThrottle)
      .where(like(loginThrottle.key, 'pair:%'))
      .orderBy(desc(loginThrottle.updatedAt))
      .limit(1);
    expect(row!.failures).toBe(5);
  });

  it('doubles the wait with each further failure', async () => {
    await fail('10.0.3.1', 'admin@atlas.test', 5);
    const waits = [
      Number(
        (await from('10.0.3.1', 'admin@atlas.test', 'still-wrong-password')).headers['retry-after'],
      ),
    ];
    for (let i = 0; i < 2; i++) {
      // Let the current wait pass without sleeping: move the row's deadline into the past.
      await t.db
        .update(loginThrottle)
        .set({ blockedUntil: new Date(Date.now() - 1000) })
        .where(sql`${loginThrottle.blockedUntil} > now()`);
      expect((await from('10.0.3.1', 'admin@atlas.test', 'still-wrong-password')).status).toBe(401);
      waits.push(
        Number(
          (await from('10.0.3.1', 'admin@atlas.test', 'still-wrong-password')).headers[
            'retry-after'
          ],
        ),
      );
    }
    expect(waits).toEqual([1, 2, 4].map((n) => expect.closeTo(n, 0)));
  });

  it('is one limit across replicas sharing the database', async () => {
    const other = await buildApp({
      // A second API process on the same database (the harness keeps the first).
      database: { ...t.database, migrate: async () => {}, close: async () => {} },
      prepare: false,
      logger: false,
      config: { loginRateLimit: { max: 1000, windowMs: 60_000 } },
    });
    await other.ready();
    try {
      await fail('10.0.5.1', 'agent@atlas.test', 5);
      const there = await call(other, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'agent@atlas.test', password: 'x-wrong-password' },
        remoteAddress: '10.0.5.1',
      });
      expect(there.status).toBe(429);
    } finally {
      await other.close();
    }
  });

  it("a stranger's failures never keep the super admin from the two-step sign-in", async () => {
    await fail('10.0.4.1', 'root@demo.test', 12);
    const first = await from('10.0.4.2', 'root@demo.test');
    expect(first.status).toBe(200);
    await t.db.update(users).set({ totpLastStep: null }).where(eq(users.email, 'root@demo.test'));
    const second = await call(t.app, {
      method: 'POST',
      url: '/api/auth/two-step',
      payload: { hashId: first.body.twoStep.hashId, code: totpCode() },
      remoteAddress: '10.0.4.2',
    });
    expect(second.status).toBe(200);
  });
});

describe('sessions', () => {
  it('GET /me answers the user; logout revokes the token server-side', async () => {
    const token = await signIn(t, 'admin@atlas.test');
    const me = await call(t.app, { method: 'GET', url: '/api/auth/me', token });
    expect(me.status).toBe(200);
    expect(me.body.userData.role).toBe('admin');
    expect((await call(t.app, { method: 'POST', url: '/api/auth/logout', token })).status).toBe(
      200,
    );
    const after = await call(t.app, { method: 'GET', url: '/api/auth/me', token });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('unauthorized');
  });

  it('refuses missing and made-up tokens', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/auth/me' })).status).toBe(401);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/auth/me', token: 'made-up' })).status,
    ).toBe(401);
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
    expect(
      (await call(t.app, { method: 'GET', url: '/api/auth/me', token: agentToken })).status,
    ).toBe(401);
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
    const used = await t.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user('root@demo.test').id));
    expect(used.filter((r) => r.usedAt).length).toBe(1);
  });

  it('five wrong codes burn the challenge', async () => {
    const hashId = await start();
    for (let i = 0; i < 5; i++) await twoStep(hashId, '000000');
    await t.db.update(users).set({ totpLastStep: null }).where(eq(users.email, 'root@demo.test'));
    expect((await twoStep(hashId, totpCode())).body.error.code).toBe('invalid_token');
  });
});

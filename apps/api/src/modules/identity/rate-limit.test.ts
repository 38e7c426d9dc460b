import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: { max: 3, windowMs: 60_000 } });
});
afterAll(() => t.close());

it('limits sign-in attempts per address: 429 with Retry-After', async () => {
  const attempt = (email: string) =>
    call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'whatever-password' },
    });
  for (let i = 0; i < 3; i++) expect((await attempt(`u${i}@x.test`)).status).toBe(401);
  const limited = await attempt('u9@x.test');
  expect(limited.status).toBe(429);
  expect(limited.body.error.code).toBe('rate_limited');
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  // Another address is not affected.
  const elsewhere = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '10.0.0.9',
    payload: { email: 'u@x.test', password: 'whatever-password' },
  });
  expect(elsewhere.statusCode).toBe(401);
});

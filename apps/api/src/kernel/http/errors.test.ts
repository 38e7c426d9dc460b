import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../schema';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ bodyLimit: 4096 });
  admin = await signIn(t, 'admin@atlas.test');
});
afterAll(() => t.close());

describe('bad input answers 400/413 in the one error shape, and changes nothing', () => {
  it('missing fields and wrong types list the failing fields', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 42 },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: {
        code: 'validation_failed',
        message: expect.any(String),
        details: [
          { path: 'email', message: expect.any(String) },
          { path: 'password', message: expect.any(String) },
        ],
      },
    });
  });

  it('unknown fields are refused and the record stays as it was', async () => {
    const { user } = await demoIds(t.db);
    const id = user('agent@atlas.test').id;
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/api/users/${id}`,
      token: admin,
      payload: { fullName: 'Changed', isAdmin: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([{ path: 'isAdmin', message: 'Unknown field' }]);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row!.fullName).toBe('Youssef Agent');
  });

  it('wrong types in query and params are reported with their location', async () => {
    const q = await call(t.app, {
      method: 'GET',
      url: '/api/users?pageSize=7&bogus=1',
      token: admin,
    });
    expect(q.status).toBe(400);
    expect(q.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'bogus',
      'pageSize',
    ]);
    const p = await call(t.app, { method: 'GET', url: '/api/users/not-a-uuid', token: admin });
    expect(p.status).toBe(400);
    expect(p.body.error.details[0].path).toBe('params.id');
  });

  it('malformed JSON is 400 malformed_json', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c",',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'malformed_json', message: expect.any(String) } });
  });

  it('an oversized body is 413 payload_too_large', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.test', password: 'x'.repeat(10_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });

  it('an unknown route is 404 not_found', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/nothing-here' });
    expect(res).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
  });
});

describe('headers', () => {
  it('sends security headers and a request id', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/tenant/public' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
    const echoed = await call(t.app, {
      method: 'GET',
      url: '/api/tenant/public',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(echoed.headers['x-request-id']).toBe('abc-123');
  });

  it('allows CORS for configured origins only', async () => {
    const ok = await call(t.app, {
      method: 'GET',
      url: '/api/tenant/public',
      headers: { origin: 'http://localhost:4000' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:4000');
    const other = await call(t.app, {
      method: 'GET',
      url: '/api/tenant/public',
      headers: { origin: 'https://evil.test' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const doc = await call(t.app, { method: 'GET', url: '/api/docs/json' });
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/tenant/modules']),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

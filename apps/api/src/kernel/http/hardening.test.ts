import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openTestDatabase } from '../../test/test-database';
import { call, demoIds, signIn, type TestApp } from '../../test/harness';
import { eq } from 'drizzle-orm';
import { loggerOptions } from './log-redaction';
import { helmetHeaders, lastGoodHeaders } from './security';
import { tenants } from '../../schema';
import { refreshRemoteOrigins } from '../../modules/tenancy';

/** Issue 17: NUL, database input errors, log redaction, timeouts, CSP (each failed before its fix). */

let t: TestApp;
let logs = '';
const stream = new Writable({
  write(chunk, _enc, done) {
    logs += chunk.toString();
    done();
  },
});

beforeAll(async () => {
  const database = await openTestDatabase();
  const app = await buildApp({
    database,
    prepare: false,
    logger: loggerOptions('info', { stream }),
    config: {
      loginRateLimit: { max: 1000, windowMs: 60_000 },
      localOutbox: false,
      requestTimeoutMs: 400,
    },
  });
  // Stand-ins for a driver error: a value PostgreSQL refuses, and an unexpected failure,
  // both carrying the query's parameters as Drizzle's errors do.
  const dbError = (code: string) =>
    Object.assign(
      new Error(
        'Failed query: insert into "users" ("full_name", "password_hash") values ($1, $2)\nparams: CUSTOMER-NAME-LEAK,scrypt$17$8$1$c2FsdA==$SECRET-HASH',
      ),
      {
        query: 'insert into "users" ("password_hash") values ($1)',
        params: ['scrypt$17$8$1$c2FsdA==$SECRET-HASH'],
        cause: Object.assign(new Error('database said no'), {
          code,
          detail: 'Key (email)=(CUSTOMER-EMAIL-LEAK) already exists.',
        }),
      },
    );
  app.get('/api/test/bad-input', { config: { public: true } }, async () => {
    throw dbError('22021');
  });
  app.get('/api/test/crash', { config: { public: true } }, async () => {
    throw dbError('XX000');
  });
  await app.ready();
  t = {
    app,
    db: database.db,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await database.drop();
    },
  };
});
afterAll(() => t.close());

describe('NUL in any text answers 400, not 500', () => {
  it('in a JSON field, unauthenticated', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName: 'a\u0000b', email: 'nul@atlas.test', password: 'a-Fine-passw0rd' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'fullName', message: expect.stringMatching(/NUL/) }],
    });
  });

  it('in a query string, signed in or not', async () => {
    const pub = await call(t.app, { method: 'GET', url: '/api/tenant/public?tenant=a%00b' });
    expect(pub.status).toBe(400);
    expect(pub.body.error.details).toEqual([{ path: 'tenant', message: expect.any(String) }]);
    const token = await signIn(t, 'admin@atlas.test');
    const list = await call(t.app, { method: 'GET', url: '/api/users?search=%00', token });
    expect(list.status).toBe(400);
    expect(list.body.error.details[0].path).toBe('search');
  });
});

describe('database errors', () => {
  it('a value the database refuses is a 400, without the query in the answer', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/test/bad-input' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(JSON.stringify(res.body)).not.toMatch(/insert|SECRET/);
  });

  it('an unexpected one is a 500 whose log line keeps the query but not its parameters', async () => {
    logs = '';
    const res = await call(t.app, { method: 'GET', url: '/api/test/crash' });
    expect(res.status).toBe(500);
    expect(logs).toContain('unhandled error');
    expect(logs).toContain('insert into');
    expect(logs).not.toContain('SECRET-HASH');
    // Nor the parameters Drizzle quotes in its message and stack, nor PostgreSQL's detail (issue 33, item 9).
    expect(logs).toContain('params: [redacted]');
    expect(logs).not.toMatch(/CUSTOMER-(NAME|EMAIL)-LEAK/);
  });
});

describe('log redaction', () => {
  it('never logs a stream ticket, a token in a URL, nor the Authorization header', async () => {
    logs = '';
    await call(t.app, {
      method: 'GET',
      url: '/api/notifications/stream?ticket=TICKET-SHOULD-NOT-LEAK',
    });
    await call(t.app, {
      method: 'GET',
      url: '/api/notifications/stream?access_token=TOKEN-SHOULD-NOT-LEAK',
    });
    await call(t.app, {
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer BEARER-SHOULD-NOT-LEAK' },
    });
    expect(logs).toContain('/api/notifications/stream?ticket=[redacted]');
    expect(logs).toContain('/api/notifications/stream?access_token=[redacted]');
    expect(logs).not.toMatch(/SHOULD-NOT-LEAK/);
  });

  it('without SMTP, reset links stay out of the log unless MAIL_LOG or DEV_OUTBOX asks', async () => {
    logs = '';
    await call(t.app, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'agent@atlas.test' },
    });
    expect(logs).toContain('mail kept in the outbox');
    expect(logs).not.toContain('reset-password/');
  });
});

describe('Content-Security-Policy', () => {
  const scriptSrc = async (app: FastifyInstance) => {
    const res = await app.inject({ method: 'GET', url: '/api/tenant/public' });
    return /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!;
  };

  it("admits scripts from the page and the tenants' configured remote origins only", async () => {
    expect(await scriptSrc(t.app)).not.toContain('https:');
    const root = await signIn(t, 'root@demo.test');
    const { tenant } = await demoIds(t.db);
    const res = await call(t.app, {
      method: 'PUT',
      url: `/api/tenants/${tenant('atlas').id}/modules`,
      token: root,
      payload: {
        modules: [
          { name: 'orders', manifestUrl: 'https://cdn.example.com/orders/mf-manifest.json' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect((await scriptSrc(t.app)).split(' ')).toEqual(["'self'", 'https://cdn.example.com']);
  });

  it('refuses a manifest URL that is not a plain https origin, with a field error (issue 33, item 4)', async () => {
    const root = await signIn(t, 'root@demo.test');
    const { tenant } = await demoIds(t.db);
    const put = (manifestUrl: string) =>
      call(t.app, {
        method: 'PUT',
        url: `/api/tenants/${tenant('atlas').id}/modules`,
        token: root,
        payload: { modules: [{ name: 'orders', manifestUrl }] },
      });
    for (const bad of [
      'https://cdn.example.com;script-src *',
      'https://*.com/x.json',
      'https://a.com/x y',
      "https://a.com/'x'",
      'http://cdn.example.com/m.json',
      'javascript:alert(1)',
      '//evil.example/m.json',
      'https://u:p@a.com/m.json',
    ]) {
      const res = await put(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.details[0].path, bad).toBe('modules.0.manifestUrl');
    }
    for (const good of [
      'https://cdn.example.com:8443/orders/mf-manifest.json',
      'http://127.0.0.1:3501/mf-manifest.json',
      '/remotes/orders/mf-manifest.json',
    ]) {
      expect((await put(good)).status, good).toBe(200);
    }
    expect((await call(t.app, { method: 'GET', url: '/api/tenant/public' })).status).toBe(200);
  });

  it('a bad URL already stored breaks no request: it is left out of the CSP and read as the default', async () => {
    const { tenant } = await demoIds(t.db);
    await t.db
      .update(tenants)
      .set({
        modules: [
          { name: 'orders', manifestUrl: 'https://a.com;x' },
          { name: 'admin', manifestUrl: 'https://*.com/m.json' },
        ],
      })
      .where(eq(tenants.id, tenant('atlas').id));
    await refreshRemoteOrigins(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/tenant/public' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).not.toMatch(/a\.com|\*\.com/);
    const admin = await signIn(t, 'admin@atlas.test');
    const modules = await call(t.app, { method: 'GET', url: '/api/tenant/modules', token: admin });
    expect(modules.body.modules).toEqual([
      { name: 'orders', manifestUrl: '/remotes/orders/mf-manifest.json' },
      { name: 'admin', manifestUrl: '/remotes/admin/mf-manifest.json' },
    ]);
  });

  it('a header that cannot be built keeps the last good one and is reported', () => {
    const reported: string[] = [];
    const headersFor = lastGoodHeaders(helmetHeaders, (_err, remotes) => reported.push(remotes));
    const good = headersFor(['https://ok.example'], () => 'https://ok.example');
    expect(good.find(([n]) => n === 'Content-Security-Policy')?.[1]).toContain(
      'https://ok.example',
    );
    // helmet refuses a source holding ";": the set that needs it keeps the previous headers.
    expect(headersFor(['bad'], () => 'https://x.example;script-src *')).toEqual(good);
    expect(reported).toEqual(['https://x.example;script-src *']);
  });
});

describe('timeouts', () => {
  it('closes a request whose announced body never arrives', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      let data = '';
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n{}',
        );
      });
      socket.on('data', (d) => (data += d.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
      setTimeout(() => reject(new Error('still open after 5 s')), 5_000).unref();
    });
    expect(answer).toMatch(/^HTTP\/1.1 408/);
    // In the error shape like every other refusal (issue 33, item 14).
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      error: { code: 'request_timeout', message: 'The request did not arrive in time' },
    });
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

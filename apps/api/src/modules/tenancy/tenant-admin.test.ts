import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../audit/tables';
import { users } from '../users/tables';
import { call, createTestApp, lastMail, signIn, type TestApp } from '../../test/harness';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['root@demo.test', 'admin@atlas.test'])
    tokens[email] = await signIn(t, email);
});
afterAll(() => t.close());

const as = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  call(t.app, { method, url, token: tokens[who], ...(payload ? { payload } : {}) });
const body = {
  slug: 'nova',
  name: 'Nova Study',
  kind: 'agency',
  appTitle: 'Nova SP',
  languages: ['en', 'ar'],
  defaultLanguage: 'ar',
  authLayout: 'illustrated',
  admin: { email: 'boss@nova.test', fullName: 'Nova Boss' },
};

describe('tenant administration (super_admin)', () => {
  it('creates a tenant with its kind’s modules and invites its first admin', async () => {
    const res = await as('root@demo.test', 'POST', '/api/tenants', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      slug: 'nova',
      kind: 'agency',
      defaultLanguage: 'ar',
      authLayout: 'illustrated',
    });
    expect(res.body.modules.map((m: { name: string }) => m.name)).toEqual(['agency', 'admin']);
    const [boss] = await t.db.select().from(users).where(eq(users.email, 'boss@nova.test'));
    expect(boss).toMatchObject({
      tenantId: res.body.id,
      role: 'admin',
      status: 'invited',
      language: 'ar',
    });
    expect((await lastMail(t.db, 'boss@nova.test'))!.text).toMatch(/reset-password\//);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.tenantId, res.body.id));
    expect(entries.map((e) => [e.action, e.recordType])).toEqual([['create', 'Tenant']]);
  });

  it('refuses a taken slug or e-mail (409), invalid fields (400), and non super admins (403)', async () => {
    const slug = await as('root@demo.test', 'POST', '/api/tenants', {
      ...body,
      admin: { ...body.admin, email: 'x@nova.test' },
    });
    expect([slug.status, slug.body.error.code]).toEqual([409, 'slug_taken']);
    const email = await as('root@demo.test', 'POST', '/api/tenants', {
      ...body,
      slug: 'nova2',
      admin: { ...body.admin, email: 'admin@atlas.test' },
    });
    expect([email.status, email.body.error.code]).toEqual([409, 'email_taken']);
    const bad = await as('root@demo.test', 'POST', '/api/tenants', {
      ...body,
      slug: 'No Spaces',
      languages: [],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'languages',
      'slug',
    ]);
    expect(
      (await as('admin@atlas.test', 'POST', '/api/tenants', { ...body, slug: 'nova3' })).status,
    ).toBe(403);
  });

  it('edits a tenant’s settings (audited); the default language must be one of its languages', async () => {
    const { body: list } = await as('root@demo.test', 'GET', '/api/tenants');
    const nova = list.items.find((x: { slug: string }) => x.slug === 'nova');
    const ok = await as('root@demo.test', 'PATCH', `/api/tenants/${nova.id}`, {
      appTitle: 'Nova Back Office',
      languages: ['en', 'fr', 'ar'],
      domains: ['Nova.Example'],
    });
    expect(ok.body).toMatchObject({
      appTitle: 'Nova Back Office',
      languages: ['en', 'fr', 'ar'],
      domains: ['nova.example'],
    });
    const byHost = await call(t.app, {
      method: 'GET',
      url: '/api/tenant/public',
      headers: { host: 'nova.example' },
    });
    expect(byHost.body.slug).toBe('nova');
    const bad = await as('root@demo.test', 'PATCH', `/api/tenants/${nova.id}`, {
      languages: ['en'],
    });
    expect(bad.status).toBe(400);
    expect(
      (await as('admin@atlas.test', 'PATCH', `/api/tenants/${nova.id}`, { appTitle: 'Mine' }))
        .status,
    ).toBe(403);
    expect(
      (
        await as('root@demo.test', 'PATCH', '/api/tenants/00000000-0000-4000-8000-000000000000', {
          appTitle: 'X',
        })
      ).status,
    ).toBe(404);
  });
});

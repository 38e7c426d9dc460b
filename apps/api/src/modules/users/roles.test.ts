import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AbilityRule, Action, Subject } from '@sp/contracts';
import { auditLog } from '../audit/tables';
import { roleOverrides } from './tables';
import { buildAbility } from './abilities';
import { dropPlatformOverrides } from './role-service';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const email of [
    'admin@atlas.test',
    'agent@atlas.test',
    'admin@horizon.test',
    'agent@horizon.test',
  ])
    tokens[email] = await signIn(t, email);
});
afterAll(() => t.close());

const as = (who: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  call(t.app, { method, url, token: tokens[who], ...(payload ? { payload } : {}) });
const can = (rules: AbilityRule[], action: Action, subject: Subject) =>
  buildAbility(rules).can(action, subject);

describe('roles', () => {
  it('lists each role’s effective rules; only the agent role is editable', async () => {
    const res = await as('admin@atlas.test', 'GET', '/api/roles');
    expect(res.status).toBe(200);
    expect(
      res.body.items.map((r: { role: string; editable: boolean }) => [r.role, r.editable]),
    ).toEqual([
      ['super_admin', false],
      ['admin', false],
      ['agent', true],
    ]);
    // Youssef and the four other demo staff of Atlas
    expect(res.body.items.find((r: { role: string }) => r.role === 'agent').userCount).toBe(5);
    expect((await as('agent@atlas.test', 'GET', '/api/roles')).status).toBe(403);
  });

  it('widens and narrows the agent role of the own tenant only, applied on the next request', async () => {
    const before = await as('agent@atlas.test', 'GET', '/api/audit-log');
    expect(before.status).toBe(403);
    const body = {
      grant: [{ action: 'read', subject: 'AuditLog' }],
      revoke: [{ action: 'update', subject: 'Order' }],
    };
    const res = await as('admin@atlas.test', 'PUT', '/api/roles/agent', body);
    expect(res.status).toBe(200);
    expect(res.body.overrides).toEqual(body);
    expect(can(res.body.rules, 'read', 'AuditLog')).toBe(true);
    // The same token: rules are computed per request.
    expect((await as('agent@atlas.test', 'GET', '/api/audit-log')).status).toBe(200);
    expect((await as('agent@horizon.test', 'GET', '/api/audit-log')).status).toBe(403);
    const me = await as('agent@atlas.test', 'GET', '/api/auth/me');
    expect(me.body.userAbilityRules).toContainEqual({
      action: 'update',
      subject: 'Order',
      inverted: true,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'Role'), eq(auditLog.recordId, 'agent')));
    expect(entry!.after).toEqual(body);
  });

  it('refuses grants beyond the admin’s own rules (403) and malformed rules (400)', async () => {
    const above = await as('admin@horizon.test', 'PUT', '/api/roles/agent', {
      grant: [{ action: 'update', subject: 'AclDemo' }],
    });
    expect(above.status).toBe(403);
    expect(above.body.error.code).toBe('rule_above_own');
    const bad = await as('admin@horizon.test', 'PUT', '/api/roles/agent', {
      grant: [{ action: 'fly', subject: 'Moon' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.length).toBeGreaterThan(0);
    expect((await as('agent@horizon.test', 'PUT', '/api/roles/agent', { grant: [] })).status).toBe(
      403,
    );
  });
});

describe('platform subjects stay the platform’s (cross-tenant takeover)', () => {
  const horizonAgent = () => as('agent@horizon.test', 'GET', '/api/tenants');

  it.each([
    ['manage', 'all'],
    ['read', 'all'],
    ['update', 'all'],
    ['manage', 'Tenant'],
    ['read', 'Tenant'],
  ])('refuses granting %s %s and the agent still cannot list tenants', async (action, subject) => {
    const res = await as('admin@horizon.test', 'PUT', '/api/roles/agent', {
      grant: [{ action, subject }],
      revoke: [],
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('rule_not_grantable');
    expect((await horizonAgent()).status).toBe(403);
  });

  it('ignores platform overrides written around the API, and drops them at start with a log line', async () => {
    const { tenant } = await demoIds(t.db);
    const horizon = tenant('horizon');
    const grant = [
      { action: 'manage', subject: 'all' },
      { action: 'read', subject: 'AuditLog' },
    ];
    await t.db
      .insert(roleOverrides)
      .values({ tenantId: horizon.id, role: 'agent', grant, revoke: [] })
      .onConflictDoUpdate({
        target: [roleOverrides.tenantId, roleOverrides.role],
        set: { grant, revoke: [] },
      });
    expect((await horizonAgent()).status).toBe(403);
    const atlasId = tenant('atlas').id;
    const hijack = await call(t.app, {
      method: 'PUT',
      url: `/api/tenants/${atlasId}/modules`,
      token: tokens['agent@horizon.test'],
      payload: { modules: [] },
    });
    expect(hijack.status).toBe(403);
    // The concrete grant beside it still applies.
    expect((await as('agent@horizon.test', 'GET', '/api/audit-log')).status).toBe(200);

    const warnings: object[] = [];
    await dropPlatformOverrides(t.db, { warn: (obj) => warnings.push(obj) });
    const [row] = await t.db
      .select()
      .from(roleOverrides)
      .where(eq(roleOverrides.tenantId, horizon.id));
    expect(row!.grant).toEqual([{ action: 'read', subject: 'AuditLog' }]);
    expect(warnings).toHaveLength(1);
  });
});

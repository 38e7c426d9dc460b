import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AbilityRule, Action, Subject } from '@sp/contracts';
import { auditLog } from '../../db/schema';
import { buildAbility } from '../../services/abilities';
import { call, createTestApp, signIn, type TestApp } from '../../test/harness';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['admin@atlas.test', 'agent@atlas.test', 'admin@horizon.test', 'agent@horizon.test']) tokens[email] = await signIn(t, email);
});
afterAll(() => t.close());

const as = (who: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  call(t.app, { method, url, token: tokens[who], ...(payload ? { payload } : {}) });
const can = (rules: AbilityRule[], action: Action, subject: Subject) => buildAbility(rules).can(action, subject);

describe('roles', () => {
  it('lists each role’s effective rules; only the agent role is editable', async () => {
    const res = await as('admin@atlas.test', 'GET', '/api/roles');
    expect(res.status).toBe(200);
    expect(res.body.items.map((r: { role: string; editable: boolean }) => [r.role, r.editable])).toEqual([
      ['super_admin', false], ['admin', false], ['agent', true],
    ]);
    expect(res.body.items.find((r: { role: string }) => r.role === 'agent').userCount).toBe(1);
    expect((await as('agent@atlas.test', 'GET', '/api/roles')).status).toBe(403);
  });

  it('widens and narrows the agent role of the own tenant only, applied on the next request', async () => {
    const before = await as('agent@atlas.test', 'GET', '/api/audit-log');
    expect(before.status).toBe(403);
    const body = { grant: [{ action: 'read', subject: 'AuditLog' }], revoke: [{ action: 'update', subject: 'Order' }] };
    const res = await as('admin@atlas.test', 'PUT', '/api/roles/agent', body);
    expect(res.status).toBe(200);
    expect(res.body.overrides).toEqual(body);
    expect(can(res.body.rules, 'read', 'AuditLog')).toBe(true);
    // The same token: rules are computed per request.
    expect((await as('agent@atlas.test', 'GET', '/api/audit-log')).status).toBe(200);
    expect((await as('agent@horizon.test', 'GET', '/api/audit-log')).status).toBe(403);
    const me = await as('agent@atlas.test', 'GET', '/api/auth/me');
    expect(me.body.userAbilityRules).toContainEqual({ action: 'update', subject: 'Order', inverted: true });
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'Role'), eq(auditLog.recordId, 'agent')));
    expect(entry!.after).toEqual(body);
  });

  it('refuses grants beyond the admin’s own rules (403) and malformed rules (400)', async () => {
    const above = await as('admin@horizon.test', 'PUT', '/api/roles/agent', { grant: [{ action: 'manage', subject: 'Tenant' }] });
    expect(above.status).toBe(403);
    expect(above.body.error.code).toBe('rule_above_own');
    const bad = await as('admin@horizon.test', 'PUT', '/api/roles/agent', { grant: [{ action: 'fly', subject: 'Moon' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.length).toBeGreaterThan(0);
    expect((await as('agent@horizon.test', 'PUT', '/api/roles/agent', { grant: [] })).status).toBe(403);
  });
});

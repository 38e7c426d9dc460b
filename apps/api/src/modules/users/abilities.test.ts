import { describe, expect, it } from 'vitest';
import { rulesForRole } from '@sp/contracts';
import { buildAbility } from './abilities';

const can = (
  role: Parameters<typeof rulesForRole>[0],
  ...args: Parameters<ReturnType<typeof buildAbility>['can']>
) => buildAbility(rulesForRole(role)).can(...args);

describe('rulesForRole', () => {
  it('super_admin manages everything', () => {
    expect(rulesForRole('super_admin')).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(can('super_admin', 'delete', 'Tenant')).toBe(true);
  });

  it('admin manages the tenant but not tenants, and only reads AclDemo', () => {
    expect(can('admin', 'delete', 'User')).toBe(true);
    expect(can('admin', 'read', 'AuditLog')).toBe(true);
    expect(can('admin', 'read', 'Tenant')).toBe(false);
    expect(can('admin', 'update', 'Tenant')).toBe(false);
    expect(can('admin', 'read', 'AclDemo')).toBe(true);
    expect(can('admin', 'update', 'AclDemo')).toBe(false);
  });

  it('agent works orders and leads but not users, roles, audit or admin pages', () => {
    for (const [a, s] of [
      ['read', 'Dashboard'],
      ['create', 'Order'],
      ['update', 'Label'],
      ['read', 'Store'],
      ['create', 'Lead'],
      ['update', 'Task'],
      ['read', 'AgencyConfig'],
      ['update', 'Notification'],
    ] as const) {
      expect(can('agent', a, s), `${a} ${s}`).toBe(true);
    }
    for (const [a, s] of [
      ['read', 'User'],
      ['read', 'Role'],
      ['read', 'AuditLog'],
      ['read', 'AdminDashboard'],
      ['read', 'AclDemo'],
      ['delete', 'Order'],
      ['update', 'Product'],
      ['read', 'Tenant'],
    ] as const) {
      expect(can('agent', a, s), `${a} ${s}`).toBe(false);
    }
  });

  it('applies overrides after the defaults', () => {
    const ability = buildAbility(
      rulesForRole('agent', {
        grant: [{ action: 'read', subject: 'Report' }],
        revoke: [{ action: 'read', subject: 'Store' }],
      }),
    );
    expect(ability.can('read', 'Report')).toBe(true);
    expect(ability.can('read', 'Store')).toBe(false);
  });
});

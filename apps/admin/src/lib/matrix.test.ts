import { loadAbility } from '@sp/shared-auth';
import { rulesForRole } from '@sp/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { allowedCells, cellsAboveCeiling, overridesFor, type Cell } from './matrix';

// CASL loads with the first signed-in user; the shell awaits it before any page uses it.
beforeAll(() => loadAbility());

describe('role matrix', () => {
  const agent = rulesForRole('agent');

  it('reads the cells of raw rules, manage meaning every action, inverted rules winning', () => {
    const cells = allowedCells([
      { action: 'manage', subject: 'Order' },
      { action: 'delete', subject: 'Order', inverted: true },
    ]);
    expect([...cells].sort()).toEqual(['create:Order', 'read:Order', 'update:Order']);
  });

  it('turns wanted cells into grants and revokes that reproduce them', () => {
    const wanted = allowedCells(agent);
    wanted.delete('update:Order');
    wanted.add('read:User');
    const overrides = overridesFor(agent, wanted);
    expect(overrides).toEqual({
      grant: [{ action: 'read', subject: 'User' }],
      revoke: [{ action: 'update', subject: 'Order' }],
    });
    expect(allowedCells(rulesForRole('agent', overrides))).toEqual(wanted);
  });

  it('needs no overrides for the defaults', () => {
    expect(overridesFor(agent, allowedCells(agent))).toEqual({ grant: [], revoke: [] });
  });

  it('finds cells above the ceiling of the editing admin', () => {
    const admin = allowedCells(rulesForRole('admin'));
    const wanted = new Set<Cell>(['read:Order', 'create:Tenant']);
    expect(cellsAboveCeiling(wanted, admin)).toEqual(['create:Tenant']);
  });
});

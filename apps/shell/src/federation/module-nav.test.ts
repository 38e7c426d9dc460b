import { defineRemote } from '@sp/contracts';
import { buildAbility, loadAbility } from '@sp/shared-auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleMenu } from './module-nav';
import type { ModuleState } from './module-registry';

// CASL loads with the first signed-in user; the shell awaits it before any page uses it.
beforeAll(() => loadAbility());

const remote = defineRemote({
  id: 'admin',
  basePaths: ['/users'],
  routes: [],
  translations: { en: async () => ({}), fr: async () => ({}), ar: async () => ({}) },
  nav: [
    {
      id: 'users',
      labelKey: 'nav.users',
      rank: 20,
      to: '/users',
      need: { action: 'read', subject: 'User' },
    },
    {
      id: 'acl',
      labelKey: 'nav.acl',
      rank: 10,
      to: '/access-control',
      need: { action: 'read', subject: 'AclDemo' },
    },
    {
      id: 'agents',
      labelKey: 'nav.agents',
      rank: 5,
      to: '/fulfillment-agents',
      tenantKind: 'marketplace',
    },
  ],
});

const modules: Record<string, ModuleState> = {
  admin: { name: 'admin', manifestUrl: '/m', basePaths: ['/users'], status: 'ready', remote },
  orders: {
    name: 'orders',
    manifestUrl: '/o',
    basePaths: ['/orders'],
    status: 'unavailable',
    reason: 'down',
    detail: '',
  },
};

describe('moduleMenu', () => {
  it('keeps what the ability allows, sorted by rank, and shows a down module as unavailable', () => {
    const ability = buildAbility([{ action: 'read', subject: 'User' }]);
    const menu = moduleMenu(modules, ability, 'marketplace');
    expect(menu.map((e) => e.id)).toEqual(['agents', 'users', 'orders']);
    expect(menu.at(-1)).toMatchObject({ unavailable: true, to: '/orders', ns: 'shell' });
  });

  it('hides entries of the other tenant kind', () => {
    const ability = buildAbility([{ action: 'manage', subject: 'all' }]);
    expect(moduleMenu(modules, ability, 'agency').map((e) => e.id)).toEqual([
      'acl',
      'users',
      'orders',
    ]);
  });
});

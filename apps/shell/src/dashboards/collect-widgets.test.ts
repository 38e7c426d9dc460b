import { buildAbility, loadAbility } from '@sp/shared-auth';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModuleState } from '../federation/module-registry';
import { collectWidgets } from './collect-widgets';

// CASL loads with the first signed-in user; the shell awaits it before any page uses it.
beforeAll(() => loadAbility());

const w = (id: string, rank: number, dashboards: string[], subject?: string) => ({
  id,
  titleKey: id,
  rank,
  size: 'sm',
  dashboards,
  need: subject ? { action: 'read', subject } : undefined,
  lazy: async () => ({ default: () => null }),
});

const modules = {
  orders: {
    name: 'orders',
    status: 'ready',
    remote: {
      widgets: [
        w('sales', 20, ['dashboard', 'admin-dashboard'], 'Order'),
        w('late', 5, ['dashboard']),
      ],
    },
  },
  finance: {
    name: 'finance',
    status: 'ready',
    remote: { widgets: [w('profit', 1, ['admin-dashboard'], 'ProfitLoss')] },
  },
  admin: { name: 'admin', status: 'unavailable', reason: 'down' },
} as unknown as Record<string, ModuleState>;

describe('collectWidgets', () => {
  it('filters by dashboard and ability, sorts by rank', () => {
    const agent = buildAbility([{ action: 'read', subject: 'Order' }]);
    expect(collectWidgets(modules, agent, 'dashboard').map((x) => x.id)).toEqual(['late', 'sales']);
    expect(collectWidgets(modules, agent, 'admin-dashboard').map((x) => x.id)).toEqual(['sales']);
    const admin = buildAbility([{ action: 'manage', subject: 'all' }]);
    expect(collectWidgets(modules, admin, 'admin-dashboard').map((x) => x.id)).toEqual([
      'profit',
      'sales',
    ]);
  });
  it('nothing from modules that are not ready', () => {
    expect(collectWidgets({ admin: modules.admin! }, buildAbility([]), 'dashboard')).toEqual([]);
  });
});

import { buildAbility, loadAbility } from '@sp/shared-auth';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ModuleState } from '../../federation/module-registry';
import { allowedProviders, searchMenu, searchProviders } from './search-logic';

// CASL loads with the first signed-in user; the shell awaits it before any page uses it.
beforeAll(() => loadAbility());

const pages = [
  { to: '/orders', label: 'Orders' },
  { to: '/orders/add', label: 'Add order' },
  { to: '/reports', label: 'Rapports élevés' },
];

describe('search', () => {
  it('matches every word, case and accent blind', () => {
    expect(searchMenu(pages, 'ORDER').map((p) => p.to)).toEqual(['/orders', '/orders/add']);
    expect(searchMenu(pages, 'add ord').map((p) => p.to)).toEqual(['/orders/add']);
    expect(searchMenu(pages, 'eleves').map((p) => p.to)).toEqual(['/reports']);
    expect(searchMenu(pages, '  ')).toEqual([]);
  });

  const provider = (id: string, subject: string, fail = false) => ({
    id,
    labelKey: id,
    need: { action: 'read' as const, subject },
    search: async (q: string) => {
      if (fail) throw new Error('down');
      return [{ id: '1', title: `${id}:${q}`, to: `/${id}/1` }];
    },
  });
  const modules = {
    orders: { name: 'orders', status: 'ready', remote: { search: [provider('orders', 'Order')] } },
    admin: {
      name: 'admin',
      status: 'ready',
      remote: { search: [provider('users', 'User', true)] },
    },
    finance: { name: 'finance', status: 'loading' },
  } as unknown as Record<string, ModuleState>;

  it('only providers of ready modules the user may read', () => {
    const agent = buildAbility([{ action: 'read', subject: 'Order' }]);
    expect(allowedProviders(modules, agent).map((p) => p.id)).toEqual(['orders']);
    const admin = buildAbility([{ action: 'manage', subject: 'all' }]);
    expect(allowedProviders(modules, admin).map((p) => p.id)).toEqual(['orders', 'users']);
  });

  it('a failing provider loses only its own hits', async () => {
    const admin = buildAbility([{ action: 'manage', subject: 'all' }]);
    const results = await searchProviders(
      allowedProviders(modules, admin),
      'x',
      new AbortController().signal,
    );
    expect(results.map((r) => r.hits[0]!.title)).toEqual(['orders:x']);
  });
});

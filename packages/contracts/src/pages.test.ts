import { describe, expect, it } from 'vitest';
import { contractProblems } from './contract-problems';
import { defineRemote } from './remote';

const texts = { title: { orders: 'Orders', order: 'Order' }, nav: { group: 'Orders' } };
const translations = { en: async () => texts, fr: async () => texts, ar: async () => texts };
const page = async () => ({ Component: () => null });

describe('a page declared once', () => {
  const remote = defineRemote({
    id: 'orders',
    menu: { labelKey: 'nav.group', icon: 'cart' },
    pages: [
      {
        id: 'orders',
        path: 'orders',
        need: { action: 'read', subject: 'Order' },
        titleKey: 'title.orders',
        icon: 'cart',
        page,
      },
      {
        id: 'order',
        path: 'orders/:orderId',
        need: { action: 'read', subject: 'Order' },
        titleKey: 'title.order',
        page,
        menu: false,
      },
    ],
    translations,
  });

  it('gives the route with its guard and title', () => {
    expect(remote.routes.map((r) => [r.path, r.handle])).toEqual([
      ['orders', { action: 'read', subject: 'Order', titleKey: 'title.orders' }],
      ['orders/:orderId', { action: 'read', subject: 'Order', titleKey: 'title.order' }],
    ]);
  });

  it('gives the menu entry under the group, ranked by the catalogue', () => {
    expect(remote.nav).toEqual([
      {
        id: 'orders',
        labelKey: 'nav.group',
        icon: 'cart',
        rank: 10,
        children: [
          {
            id: 'orders',
            labelKey: 'title.orders',
            icon: 'cart',
            rank: 1,
            to: '/orders',
            need: { action: 'read', subject: 'Order' },
          },
        ],
      },
    ]);
    expect(remote.basePaths).toEqual(['/orders', '/labels']);
  });

  it('loads only the page module parts React Router uses', async () => {
    expect(await remote.routes[0]!.lazy!()).toEqual({ Component: expect.any(Function) });
  });

  it('passes the contract check', async () => {
    expect(await contractProblems(remote)).toEqual([]);
  });
});

describe('the module catalogue in the contract check', () => {
  it('flags base paths that differ from the catalogue', async () => {
    const remote = defineRemote({
      id: 'orders',
      basePaths: ['/orders'],
      routes: [],
      nav: [],
      translations,
    });
    expect(await contractProblems(remote)).toEqual([
      "base paths /orders differ from the catalogue's /orders, /labels",
    ]);
  });

  it('flags a module the catalogue does not know', async () => {
    const remote = defineRemote({
      id: 'crm',
      basePaths: ['/crm'],
      routes: [],
      nav: [],
      translations,
    });
    expect(await contractProblems(remote)).toEqual([
      expect.stringContaining('module crm is not in the module catalogue'),
    ]);
  });
});

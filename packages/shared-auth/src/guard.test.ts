import { describe, expect, it } from 'vitest';
import { guardDecision, landingPath, loginPath, mergeHandles, type GuardInput } from './guard';

const canRead = (action: string, subject: string) => action === 'read' && subject === 'Dashboard';
const base: GuardInput = {
  pathname: '/x',
  search: '',
  handle: {},
  signedIn: false,
  role: null,
  can: () => false,
};

describe('guardDecision', () => {
  it.each<[string, Partial<GuardInput>, string | null]>([
    [
      '/ anonymous -> login keeping the query',
      { pathname: '/', search: '?a=1&b=2' },
      '/login?a=1&b=2',
    ],
    ['/ anonymous without query -> /login', { pathname: '/' }, '/login'],
    [
      '/ super_admin -> admin dashboard',
      { pathname: '/', signedIn: true, role: 'super_admin' },
      '/admin/dashboard',
    ],
    [
      '/ admin -> admin dashboard',
      { pathname: '/', signedIn: true, role: 'admin' },
      '/admin/dashboard',
    ],
    ['/ agent -> dashboard', { pathname: '/', signedIn: true, role: 'agent' }, '/dashboard'],
    ['public route, anonymous', { handle: { public: true } }, null],
    ['public route, signed in', { handle: { public: true }, signedIn: true }, null],
    ['unauth-only, anonymous', { handle: { unauthOnly: true } }, null],
    [
      'unauth-only, signed in -> dashboard',
      { handle: { unauthOnly: true }, signedIn: true, role: 'admin' },
      '/dashboard',
    ],
    [
      'ability allowed',
      { handle: { action: 'read', subject: 'Dashboard' }, signedIn: true, can: canRead },
      null,
    ],
    [
      'ability refused, signed in -> not-authorized',
      { handle: { action: 'read', subject: 'User' }, signedIn: true, can: canRead },
      '/not-authorized',
    ],
    [
      'ability refused, anonymous -> login with query and to',
      {
        pathname: '/orders/add',
        search: '?ref=mail',
        handle: { action: 'create', subject: 'Order' },
      },
      '/login?ref=mail&to=%2Forders%2Fadd',
    ],
    [
      'anonymous whose rules would allow is still sent to login',
      { pathname: '/dashboard', handle: { action: 'read', subject: 'Dashboard' }, can: canRead },
      '/login?to=%2Fdashboard',
    ],
    ['no meta (signed-in only), signed in', { signedIn: true }, null],
    [
      'no meta (signed-in only), anonymous -> login',
      { pathname: '/orders' },
      '/login?to=%2Forders',
    ],
  ])('%s', (_name, input, expected) => {
    const decision = guardDecision({ ...base, ...input });
    expect(decision).toEqual(
      expected === null ? { type: 'allow' } : { type: 'redirect', to: expected },
    );
  });
});

describe('helpers', () => {
  it('landingPath per role', () => {
    expect(landingPath('agent')).toBe('/dashboard');
    expect(landingPath('admin')).toBe('/admin/dashboard');
    expect(landingPath(null)).toBe('/dashboard');
  });
  it('loginPath replaces a stale `to`', () => {
    expect(loginPath('/users', '?to=/old&q=1')).toBe('/login?q=1&to=%2Fusers');
  });
  it('mergeHandles lets the deepest handle win', () => {
    expect(mergeHandles([{ public: true, layout: 'blank' }, undefined, { public: false }])).toEqual(
      {
        public: false,
        layout: 'blank',
      },
    );
  });
});

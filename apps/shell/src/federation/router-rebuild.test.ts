import { describe, expect, it } from 'vitest';
import type { RemoteModule } from '@sp/contracts';
import type { ModuleState } from './module-registry';
import { changedBasePaths, mustRebuild } from './router-rebuild';

const remote = {} as RemoteModule;
const loading = (name: string, basePaths: string[]): ModuleState => ({
  name,
  manifestUrl: '',
  basePaths,
  status: 'loading',
});
const ready = (name: string, basePaths: string[], r = remote): ModuleState => ({
  name,
  manifestUrl: '',
  basePaths,
  status: 'ready',
  remote: r,
});

describe('when a settling module rebuilds the router', () => {
  const orders = ['/orders', '/labels'];
  const before = { orders: ready('orders', orders), purchase: loading('purchase', ['/purchase']) };
  const after = { ...before, purchase: ready('purchase', ['/purchase']) };

  it('names the base paths whose pages change', () => {
    expect(changedBasePaths(before, after)).toEqual(['/purchase']);
    expect(changedBasePaths(after, after)).toEqual([]);
  });

  it('waits while the user is on another module’s page (a rebuild would remount it)', () => {
    expect(mustRebuild(before, after, '/orders/add')).toBe(false);
    expect(mustRebuild(before, after, '/')).toBe(false);
  });

  it('rebuilds at once on, or on reaching, a page of the module that changed', () => {
    expect(mustRebuild(before, after, '/purchase')).toBe(true);
    expect(mustRebuild(before, after, '/purchase/orders/12')).toBe(true);
    expect(mustRebuild(before, after, '/purchases')).toBe(false);
  });

  it('rebuilds at once when a loaded remote is gone or replaced (sign-out, another tenant)', () => {
    expect(mustRebuild(after, {}, '/login')).toBe(true);
    expect(
      mustRebuild(after, { ...after, orders: ready('orders', orders, {} as RemoteModule) }, '/'),
    ).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../federation/module-nav';
import { isCurrentEntry } from './current-entry';

const entry = (id: string, to?: string, children?: MenuEntry[]): MenuEntry =>
  ({
    id,
    labelKey: id,
    ns: 'admin',
    module: 'admin',
    rank: 0,
    ...(to ? { to } : {}),
    ...(children ? { children } : {}),
  }) as MenuEntry;

const group = entry('access', undefined, [
  entry('users', '/users'),
  entry('roles', '/roles'),
  entry('deep', undefined, [entry('audit', '/audit-log')]),
]);

describe('isCurrentEntry', () => {
  it('marks the group holding the current page, at any depth and below the page', () => {
    expect(isCurrentEntry(group, '/roles')).toBe(true);
    expect(isCurrentEntry(group, '/users/7f0c/edit')).toBe(true);
    expect(isCurrentEntry(group, '/Users/')).toBe(true);
    expect(isCurrentEntry(group, '/audit-log')).toBe(true);
  });

  it('matches whole path segments only, and not other pages', () => {
    expect(isCurrentEntry(group, '/users-archive')).toBe(false);
    expect(isCurrentEntry(group, '/orders')).toBe(false);
    expect(isCurrentEntry(group, '/')).toBe(false);
  });

  it('matches /dashboard only exactly, like its menu link', () => {
    const dashboard = entry('dashboard', '/dashboard');
    expect(isCurrentEntry(dashboard, '/dashboard')).toBe(true);
    expect(isCurrentEntry(dashboard, '/dashboard/widgets')).toBe(false);
  });
});

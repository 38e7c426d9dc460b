import { describe, expect, it } from 'vitest';
import { targetFromQuery } from './post-login';

describe('targetFromQuery', () => {
  it('goes to `to` with the rest of the query', () => {
    expect(targetFromQuery('?page=2&to=%2Forders', 'agent')).toBe('/orders?page=2');
  });
  it('lands by role without `to`', () => {
    expect(targetFromQuery('', 'admin')).toBe('/admin/dashboard');
    expect(targetFromQuery('?x=1', 'agent')).toBe('/dashboard');
  });
  it('refuses a foreign target', () => {
    expect(targetFromQuery('?to=//evil.test', 'agent')).toBe('/dashboard');
    expect(targetFromQuery('?to=https://evil.test', 'super_admin')).toBe('/admin/dashboard');
  });
});

import { describe, expect, it } from 'vitest';
import { applyListPatch, listQuery, nextSort, readListState } from './list-state';

const opts = { filters: ['role', 'status'] as const };
const read = (qs: string) => readListState(new URLSearchParams(qs), opts);

describe('readListState', () => {
  it('uses the defaults for an empty URL', () => {
    expect(read('')).toEqual({ page: 1, pageSize: 20, sort: undefined, search: '', filters: { role: undefined, status: undefined } });
  });
  it('reads page, page size, sort, search and filters', () => {
    expect(read('page=3&pageSize=50&sort=-email&search=ali&role=agent&other=x')).toEqual({
      page: 3,
      pageSize: 50,
      sort: '-email',
      search: 'ali',
      filters: { role: 'agent', status: undefined },
    });
  });
  it('refuses page sizes outside 5/10/20/25/50/100 and bad pages', () => {
    expect(read('pageSize=7&page=-2')).toMatchObject({ page: 1, pageSize: 20 });
    expect(read('pageSize=5&page=abc')).toMatchObject({ page: 1, pageSize: 5 });
  });
});

describe('applyListPatch', () => {
  const apply = (qs: string, patch: Parameters<typeof applyListPatch<'role' | 'status'>>[1]) =>
    applyListPatch(new URLSearchParams(qs), patch, opts).toString();

  it('changes the page alone', () => {
    expect(apply('page=2&role=agent', { page: 3 })).toBe('page=3&role=agent');
  });
  it('goes back to page 1 when a filter, search, sort or size changes', () => {
    expect(apply('page=4', { filters: { role: 'admin' } })).toBe('role=admin');
    expect(apply('page=4', { search: ' bob ' })).toBe('search=bob');
    expect(apply('page=4', { sort: 'email' })).toBe('sort=email');
    expect(apply('page=4', { pageSize: 50 })).toBe('pageSize=50');
  });
  it('drops defaults and empty values from the URL', () => {
    expect(apply('pageSize=50&role=agent&search=x', { pageSize: 20, filters: { role: undefined }, search: '' })).toBe('');
  });
  it('keeps parameters it does not own', () => {
    expect(apply('tab=2', { page: 2 })).toBe('tab=2&page=2');
  });
});

describe('nextSort and listQuery', () => {
  it('cycles ascending, descending, default', () => {
    expect(nextSort(undefined, 'email')).toBe('email');
    expect(nextSort('email', 'email')).toBe('-email');
    expect(nextSort('-email', 'email')).toBeUndefined();
    expect(nextSort('-name', 'email')).toBe('email');
  });
  it('builds a flat API query without empty values', () => {
    expect(listQuery(read('page=2&role=agent&search=ali'))).toEqual({ page: 2, pageSize: 20, search: 'ali', role: 'agent' });
  });
});

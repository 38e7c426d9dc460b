// @vitest-environment jsdom
import { createMemoryRouter, RouterProvider, useLocation } from '@sp/router';
import { act, render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useListState, type UseListState } from './use-list-state';

function mount(url: string) {
  const seen: { list?: UseListState<'role'>; search?: string } = {};
  function Probe() {
    seen.list = useListState({ filters: ['role'] as const });
    seen.search = useLocation().search;
    return null;
  }
  const router = createMemoryRouter([{ path: '/users', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { seen, router };
}

it('reads the list state from the URL and writes changes back to it', async () => {
  const { seen, router } = mount('/users?page=3&pageSize=50&role=agent');
  expect(seen.list).toMatchObject({ page: 3, pageSize: 50, filters: { role: 'agent' } });
  expect(seen.list!.query).toEqual({ page: 3, pageSize: 50, role: 'agent' });

  await act(async () => seen.list!.toggleSort('email'));
  expect(seen.search).toBe('?pageSize=50&role=agent&sort=email');
  await act(async () => seen.list!.setPage(2));
  expect(seen.list).toMatchObject({ page: 2, sort: 'email' });
  await act(async () => seen.list!.setSearch('ali'));
  expect(seen.list).toMatchObject({ page: 1, search: 'ali' });
  // Back restores the previous view (search typing replaced its entry, paging pushed one).
  await act(async () => router.navigate(-1));
  expect(seen.list).toMatchObject({ page: 1, sort: 'email', search: '' });
});

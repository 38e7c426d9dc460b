import { beforeEach, expect, it, vi } from 'vitest';

const users = vi.fn();
const user = vi.fn();
vi.mock('./endpoints', () => ({ agencyApi: { users, user } }));
vi.mock('./queries', () => ({ keys: { config: (r: string) => ['agency', 'config', r] } }));

const { staffSource } = await import('./pickers');
const me = { id: 'u-me', fullName: 'Salma Idrissi' };

beforeEach(() => {
  users.mockReset();
  user.mockReset();
});

it('searches every staff member by the typed text, one page at a time (never a page of 100)', async () => {
  users.mockResolvedValue({ items: [{ id: 'u-101', fullName: 'Youssef 101' }], total: 1 });
  const page = await staffSource(me).search('101', new AbortController().signal);
  expect(page.items.map((u) => u.fullName)).toEqual(['Youssef 101']);
  expect(users).toHaveBeenCalledWith({ search: '101', pageSize: 20 }, expect.anything());
});

it('offers only oneself to whoever may not list users, as the select did', async () => {
  users.mockRejectedValue(Object.assign(new Error('forbidden'), { status: 403 }));
  user.mockRejectedValue(new Error('forbidden'));
  const source = staffSource(me);
  expect(await source.search('', new AbortController().signal)).toEqual({ items: [me], total: 1 });
  expect(await source.getOne('u-me')).toEqual(me);
  expect(user).not.toHaveBeenCalled();
});

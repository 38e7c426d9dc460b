import { adminApi } from './api/endpoints';
import type { SearchProvider } from '@sp/contracts';

/** Navbar search (SPEC C12): a user by name or e-mail opens the filtered users list. */
export const userSearch: SearchProvider = {
  id: 'admin-users',
  labelKey: 'title.users',
  need: { action: 'read', subject: 'User' },
  search: async (query, signal) => {
    const q = query.trim();
    if (q.length < 2) return [];
    const { items } = await adminApi.users.list({ search: q, pageSize: 5 }, signal);
    return items.map((u) => ({
      id: u.id,
      title: u.fullName,
      subtitle: u.email,
      to: `/users?search=${encodeURIComponent(u.email)}`,
    }));
  },
};

import { agencyPaths } from '@sp/contracts/paths';
import type { SearchProvider } from '@sp/contracts';
import { agencyApi } from './api/endpoints';

/** Navbar search: a lead by name, e-mail, phone or number opens the lead. */
export const leadSearch: SearchProvider = {
  id: 'agency-leads',
  labelKey: 'title.leads',
  need: { action: 'read', subject: 'Lead' },
  search: async (query, signal) => {
    const q = query.trim();
    if (q.length < 2) return [];
    const { items } = await agencyApi.leads.list({ search: q, pageSize: 5 }, signal);
    return items.map((l) => ({
      id: l.id,
      title: l.fullName,
      subtitle: [l.number, l.email, l.phone].filter(Boolean).join(' · '),
      to: agencyPaths.lead(l.id),
    }));
  },
};

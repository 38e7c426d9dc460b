import { purchasePaths } from '@sp/contracts/paths';
import type { SearchProvider } from '@sp/contracts';
import { purchaseApi } from './api/endpoints';

/** Navbar search: a purchase order by number or supplier name opens the order. */
export const purchaseSearch: SearchProvider = {
  id: 'purchase-orders',
  labelKey: 'title.purchases',
  need: { action: 'read', subject: 'Purchase' },
  search: async (query, signal) => {
    const q = query.trim();
    if (q.length < 2) return [];
    const { items } = await purchaseApi.orders.list({ search: q, pageSize: 5 }, signal);
    return items.map((p) => ({
      id: p.id,
      title: p.number,
      subtitle: `${p.supplierName} · ${p.storeName}`,
      to: purchasePaths.purchase(p.id),
    }));
  },
};

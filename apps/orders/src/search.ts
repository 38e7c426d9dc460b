import { ordersPaths } from '@sp/contracts/paths';
import type { SearchProvider } from '@sp/contracts';
import { ordersApi } from './api/endpoints';

/** Navbar search (SPEC C12): an order by number, phone or tracking number opens it. */
export const orderSearch: SearchProvider = {
  id: 'orders',
  labelKey: 'title.orders',
  need: { action: 'read', subject: 'Order' },
  search: async (query, signal) => {
    const q = query.trim();
    if (q.length < 2) return [];
    const { items } = await ordersApi.search(q, signal);
    return items.map((o) => ({
      id: o.id,
      title: o.number,
      subtitle: `${o.customerName} · ${o.city}${o.trackingNumber ? ` · ${o.trackingNumber}` : ''}`,
      to: ordersPaths.order(o.id),
    }));
  },
};

import { inventoryPaths } from '@sp/contracts/paths';
import type { SearchProvider } from '@sp/contracts';
import { inventoryApi } from './api/endpoints';

/** Navbar search (SPEC C12): a product by SKU, name or barcode opens its page. */
export const productSearch: SearchProvider = {
  id: 'inventory-products',
  labelKey: 'title.products',
  need: { action: 'read', subject: 'Product' },
  search: async (query, signal) => {
    const q = query.trim();
    if (q.length < 2) return [];
    const { items } = await inventoryApi.products.list({ search: q, pageSize: 5 }, signal);
    return items.map((p) => ({
      id: p.id,
      title: p.name,
      subtitle: [p.sku, p.barcode].filter(Boolean).join(' · '),
      to: inventoryPaths.product(p.id),
    }));
  },
};

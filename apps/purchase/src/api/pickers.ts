import type { PickerSource } from '@sp/page-kit';
import { purchaseApi } from './endpoints';

/** Matches shown at once; typing narrows (the server searches every supplier). */
const SHOWN = 20;

/** Suppliers chosen by typing: the purchase form (active ones) and the list's filter (all). */
export const supplierSource = (active?: 'true'): PickerSource<{ id: string; name: string }> => ({
  queryKey: ['purchase', 'supplier-picker', active ?? 'all'],
  search: (text, signal) =>
    purchaseApi.suppliers.list(
      { search: text || undefined, active, pageSize: SHOWN, sort: 'name' },
      signal,
    ),
  getOne: (id) => purchaseApi.suppliers.get(id),
  label: (s) => s.name,
});

interface OpenPurchase {
  id: string;
  number: string;
  supplierName: string;
  storeName: string;
}

/** Purchases still awaiting goods, chosen by typing a number or supplier (the collection desk). */
export const openPurchaseSource: PickerSource<OpenPurchase> = {
  queryKey: ['purchase', 'open-purchase-picker'],
  search: (text, signal) =>
    purchaseApi.orders.list(
      { search: text || undefined, status: 'open', pageSize: SHOWN, sort: 'expectedDate' },
      signal,
    ),
  getOne: async (id) => {
    const po = await purchaseApi.orders.get(id);
    return { id, number: po.number, supplierName: po.supplier.name, storeName: po.storeName };
  },
  label: (p) => [p.number, p.supplierName, p.storeName].join(' · '),
};

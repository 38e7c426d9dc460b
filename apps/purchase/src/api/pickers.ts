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

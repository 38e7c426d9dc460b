import type { PickerSource } from '@sp/page-kit';
import { inventoryApi } from './endpoints';

/**
 * Active suppliers chosen by typing: a cost service's provider (issue 29.8), picked as the
 * purchase form picks the party billing freight or customs. The server searches them all.
 */
export const providerSource: PickerSource<{ id: string; name: string }> = {
  queryKey: ['inventory', 'service-provider-picker'],
  search: (text, signal) =>
    inventoryApi.suppliers.list(
      { search: text || undefined, active: 'true', pageSize: 20, sort: 'name' },
      signal,
    ),
  getOne: (id) => inventoryApi.suppliers.get(id),
  label: (s) => s.name,
};

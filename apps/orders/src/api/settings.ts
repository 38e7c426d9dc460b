import { getJson, http, request, useMutation, useQuery, useQueryClient } from '@sp/api-client';
import type { OrderSettings } from '@sp/contracts/api';

/** The tenant's order rules (GET read Order, PUT manage Order: admins). */
export const settingsApi = {
  get: () => getJson<OrderSettings>('orders/settings'),
  save: (json: Partial<OrderSettings>) =>
    request(() => http.put('orders/settings', { json }).json<OrderSettings>()),
};

export const useOrderSettings = () =>
  useQuery({ queryKey: ['orders', 'settings'], queryFn: () => settingsApi.get() });

export function useSaveOrderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<OrderSettings>) => settingsApi.save(body),
    // Cost visibility and the returner flag change what every page shows.
    onSuccess: () => client.invalidateQueries(),
  });
}

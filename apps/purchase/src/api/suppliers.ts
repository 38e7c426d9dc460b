import { useMutation, useQueryClient } from '@sp/api-client';
import type { SupplierBody } from '@sp/contracts/api';
import { purchaseApi } from './endpoints';

/** Create when `id` is undefined, update otherwise. */
export function useSaveSupplier(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierBody) =>
      id ? purchaseApi.suppliers.update(id, body) : purchaseApi.suppliers.create(body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['purchase'] }),
  });
}

export function useSetSupplierActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      purchaseApi.suppliers.update(id, { active }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['purchase'] }),
  });
}

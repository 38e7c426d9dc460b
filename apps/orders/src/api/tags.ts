import { getJson, http, request, useMutation, useQuery, useQueryClient } from '@sp/api-client';
import type { OrderTagCount } from '@sp/contracts/api';

/** Order tags (issue 34): the tenant's tags in use, and an order's set replaced whole. */
export const orderTagsApi = {
  inUse: () => getJson<{ items: OrderTagCount[] }>('orders/tags'),
  set: (id: string, tags: string[]) =>
    request(() => http.put(`orders/${id}/tags`, { json: { tags } }).json<{ tags: string[] }>()),
};

/** The list filter's choices: the tags the tenant's orders carry, most used first. */
export const useOrderTagsInUse = () =>
  useQuery({ queryKey: ['orders', 'tags'], queryFn: () => orderTagsApi.inUse() });

/** Saves an order's tags; the list, the order and the filter's choices are read again. */
export function useSetOrderTags(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tags: string[]) => orderTagsApi.set(id, tags),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['orders'] }),
  });
}

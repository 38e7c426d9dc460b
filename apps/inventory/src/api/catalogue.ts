import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@sp/api-client';
import type {
  ProductBody,
  ProductBulkBody,
  ProductListQuery,
  ServiceBody,
  ServiceListQuery,
  UpdateProductBody,
} from '@sp/contracts/api';
import { inventoryApi } from './endpoints';

// Stock figures hang off products and the reverse: a write refreshes both families.
export const keys = {
  products: ['inventory', 'products'] as const,
  services: ['inventory', 'services'] as const,
  stock: ['inventory', 'stock'] as const,
};

export const useProducts = (query: ProductListQuery) =>
  useQuery({
    queryKey: [...keys.products, 'list', query],
    queryFn: () => inventoryApi.products.list(query),
    placeholderData: keepPreviousData,
  });
export const useProduct = (id: string) =>
  useQuery({
    queryKey: [...keys.products, 'one', id],
    queryFn: () => inventoryApi.products.get(id),
  });
export const useCategories = () =>
  useQuery({
    queryKey: [...keys.products, 'categories'],
    queryFn: () => inventoryApi.products.categories(),
    staleTime: 60_000,
  });

function useInvalidate() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: keys.products });
    void client.invalidateQueries({ queryKey: keys.stock });
  };
}

/** Create when `id` is undefined, update otherwise. */
export function useSaveProduct(id: string | undefined) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ProductBody | UpdateProductBody) =>
      id
        ? inventoryApi.products.update(id, body as UpdateProductBody)
        : inventoryApi.products.create(body as ProductBody),
    onSuccess: invalidate,
  });
}

export function useBulkProducts() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ProductBulkBody) => inventoryApi.products.bulk(body),
    onSuccess: invalidate,
  });
}

export const useServices = (query: ServiceListQuery) =>
  useQuery({
    queryKey: [...keys.services, query],
    queryFn: () => inventoryApi.services.list(query),
    placeholderData: keepPreviousData,
  });

export function useSaveService(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceBody) =>
      id ? inventoryApi.services.update(id, body) : inventoryApi.services.create(body),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.services }),
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@sp/api-client';
import type {
  AdjustmentBody,
  CreateStoreBody,
  MovementListQuery,
  StockListQuery,
  TransferBody,
  UpdateStoreBody,
} from '@sp/contracts/api';
import { keys } from './catalogue';
import { inventoryApi } from './endpoints';

export const useStock = (query: StockListQuery) =>
  useQuery({
    queryKey: [...keys.stock, 'list', query],
    queryFn: () => inventoryApi.stock.list(query),
    placeholderData: keepPreviousData,
  });
export const useMovements = (query: MovementListQuery) =>
  useQuery({
    queryKey: [...keys.stock, 'movements', query],
    queryFn: () => inventoryApi.stock.movements(query),
    placeholderData: keepPreviousData,
  });
export const useStockSummary = () =>
  useQuery({ queryKey: [...keys.stock, 'summary'], queryFn: () => inventoryApi.stock.summary() });

function useInvalidateStock() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: keys.stock });
    void client.invalidateQueries({ queryKey: keys.products });
  };
}

export function useAdjustStock() {
  const onSuccess = useInvalidateStock();
  return useMutation({
    mutationFn: (body: AdjustmentBody) => inventoryApi.stock.adjust(body),
    onSuccess,
  });
}

export function useTransferStock() {
  const onSuccess = useInvalidateStock();
  return useMutation({
    mutationFn: (body: TransferBody) => inventoryApi.stock.transfer(body),
    onSuccess,
  });
}

/** The tenant's stores, inactive ones too (the /store page and the forms' store pickers). */
export const useAllStores = () =>
  useQuery({
    queryKey: ['stores', 'all'],
    queryFn: () => inventoryApi.stores.list(),
    staleTime: 60_000,
  });

export function useSaveStore(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStoreBody | UpdateStoreBody) =>
      id
        ? inventoryApi.stores.update(id, body)
        : inventoryApi.stores.create(body as CreateStoreBody),
    // ['stores'] is also the navbar switcher's list.
    onSuccess: () => client.invalidateQueries({ queryKey: ['stores'] }),
  });
}

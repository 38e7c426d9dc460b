import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@sp/api-client';
import type {
  PurchaseListQuery,
  PurchaseOrderBody,
  ReceiptBody,
  SupplierListQuery,
  UpdatePurchaseOrderBody,
} from '@sp/contracts/api';
import { purchaseApi } from './endpoints';

const all = ['purchase'] as const;

export const usePurchases = (query: PurchaseListQuery) =>
  useQuery({
    queryKey: [...all, 'orders', query],
    queryFn: ({ signal }) => purchaseApi.orders.list(query, signal),
    placeholderData: keepPreviousData,
  });

export const usePurchase = (id: string | undefined) =>
  useQuery({
    queryKey: [...all, 'order', id],
    queryFn: () => purchaseApi.orders.get(id!),
    enabled: Boolean(id),
  });

export const useSuppliers = (query: SupplierListQuery) =>
  useQuery({
    queryKey: [...all, 'suppliers', query],
    queryFn: ({ signal }) => purchaseApi.suppliers.list(query, signal),
    placeholderData: keepPreviousData,
  });

/** One supplier by id (a forwarder or broker named on an order); off while the id is null. */
export const useSupplier = (id: string | null | undefined) =>
  useQuery({
    queryKey: [...all, 'supplier', id],
    queryFn: () => purchaseApi.suppliers.get(id!),
    enabled: Boolean(id),
  });

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: all });
}

export function useSavePurchase(id: string | undefined) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: PurchaseOrderBody) =>
      id
        ? purchaseApi.orders.update(id, body as UpdatePurchaseOrderBody)
        : purchaseApi.orders.create(body),
    onSuccess: invalidate,
  });
}

export function useSetPurchaseStatus(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (status: 'ordered' | 'cancelled') => purchaseApi.orders.setStatus(id, status),
    onSuccess: invalidate,
  });
}

/** `key` is the receipt's Idempotency-Key: kept for one receipt, so a double click or a retry receives once. */
export function useReceive(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ body, key }: { body: ReceiptBody; key: string }) =>
      purchaseApi.orders.receive(id, body, { 'Idempotency-Key': key }),
    onSuccess: invalidate,
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@sp/api-client';
import type {
  AllocationBody,
  PaymentBody,
  PaymentListQuery,
  UpdatePaymentBody,
} from '@sp/contracts/api';
import { financeApi } from './endpoints';

/** Every finance query starts with this key: a write refreshes them all (statements, P&L, widgets). */
export const FINANCE_KEY = ['finance'] as const;

export const usePayments = (query: PaymentListQuery) =>
  useQuery({
    queryKey: [...FINANCE_KEY, 'payments', query],
    queryFn: ({ signal }) => financeApi.payments.list(query, signal),
    placeholderData: keepPreviousData,
  });

export const usePayment = (id: string | undefined) =>
  useQuery({
    queryKey: [...FINANCE_KEY, 'payment', id],
    queryFn: () => financeApi.payments.get(id!),
    enabled: Boolean(id),
  });

export const useAllocationCandidates = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...FINANCE_KEY, 'candidates', id],
    queryFn: () => financeApi.payments.candidates(id),
    enabled,
  });

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: FINANCE_KEY });
}

/** Record a payment when `id` is undefined, change it otherwise. */
export function useSavePayment(id: string | undefined) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: PaymentBody | UpdatePaymentBody) =>
      id
        ? financeApi.payments.update(id, body as UpdatePaymentBody)
        : financeApi.payments.create(body as PaymentBody),
    onSuccess: invalidate,
  });
}

export function useVoidPayment(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (reason: string) => financeApi.payments.void(id, reason),
    onSuccess: invalidate,
  });
}

export function useAllocate(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AllocationBody) => financeApi.payments.allocate(id, body),
    onSuccess: invalidate,
  });
}

export function useUnallocate(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (allocationId: string) => financeApi.payments.unallocate(id, allocationId),
    onSuccess: invalidate,
  });
}

export function useAttach(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (file: File) => financeApi.payments.attach(id, file),
    onSuccess: invalidate,
  });
}

export function useDetach(id: string) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: () => financeApi.payments.detach(id), onSuccess: invalidate });
}

import {
  getJson,
  http,
  keepPreviousData,
  request,
  useMutation,
  useQuery,
  useQueryClient,
} from '@sp/api-client';
import type {
  ApplyCreditBody,
  CreateRefundBody,
  CreditUse,
  CustomerCredit,
  CreateReturnBody,
  ReceiveReturnBody,
  Refund,
  ReturnList,
  ReturnListQuery,
  ReturnReason,
  ReturnView,
  Returnable,
} from '@sp/contracts/api';

/** Returns, refunds and credit notes (issue 31.1-2; /api/returns). Invalidated with the orders (same key family). */
export const returnsApi = {
  list: (query: ReturnListQuery, signal?: AbortSignal) =>
    getJson<ReturnList>('returns', query, signal),
  get: (id: string) => getJson<ReturnView>(`returns/${id}`),
  reasons: () => getJson<{ items: ReturnReason[] }>('returns/reasons'),
  returnable: (orderId: string) => getJson<Returnable>(`returns/orders/${orderId}`),
  create: (json: CreateReturnBody) =>
    request(() => http.post('returns', { json }).json<ReturnView>()),
  receive: (id: string, json: ReceiveReturnBody) =>
    request(() => http.post(`returns/${id}/receive`, { json }).json<ReturnView>()),
  close: (id: string) => request(() => http.post(`returns/${id}/close`).json<ReturnView>()),
  refund: (json: CreateRefundBody) =>
    request(() => http.post('returns/refunds', { json }).json<Refund>()),
  /** A customer's credit per currency (its credit notes less what orders used). */
  credits: (customerId: string) => getJson<CustomerCredit>(`returns/credits/${customerId}`),
  applyCredit: (json: ApplyCreditBody) =>
    request(() => http.post('returns/credits/apply', { json }).json<CreditUse>()),
  /** A credit note as PDF, in the store's document language. */
  creditNotePdf: (id: string) =>
    request(() => http.get(`returns/credit-notes/${id}/pdf`, { timeout: false }).blob()),
};

const all = ['orders'] as const;

export const useReturns = (query: ReturnListQuery) =>
  useQuery({
    queryKey: [...all, 'returns', query],
    queryFn: ({ signal }) => returnsApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
export const useReturn = (id: string | undefined) =>
  useQuery({
    queryKey: [...all, 'return', id],
    queryFn: () => returnsApi.get(id!),
    enabled: Boolean(id),
  });
export const useReturnReasons = () =>
  useQuery({
    queryKey: [...all, 'return-reasons'],
    queryFn: () => returnsApi.reasons(),
    staleTime: 60_000,
  });
export const useReturnable = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...all, 'returnable', orderId],
    queryFn: () => returnsApi.returnable(orderId),
    enabled,
  });

function useInvalidate() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: all });
    void client.invalidateQueries({ queryKey: ['inventory'] });
  };
}
export function useCreateReturn() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateReturnBody) => returnsApi.create(body),
    onSuccess,
  });
}
export function useReceiveReturn(id: string) {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: ReceiveReturnBody) => returnsApi.receive(id, body),
    onSuccess,
  });
}
export function useCloseReturn(id: string) {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: () => returnsApi.close(id), onSuccess });
}
export function useRefund() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateRefundBody) => returnsApi.refund(body),
    onSuccess,
  });
}

/** The tenant's return reasons, named in en/fr/ar (settings page; update Store). */
export function useSaveReturnReason() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ReturnReasonInput }) =>
      request(() =>
        id
          ? http.patch(`returns/reasons/${id}`, { json: body }).json<ReturnReason>()
          : http.post('returns/reasons', { json: body }).json<ReturnReason>(),
      ),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...all, 'return-reasons'] }),
  });
}
export interface ReturnReasonInput {
  code?: string;
  names: { en: string; fr: string; ar: string };
  active?: boolean;
}

export const useCustomerCredit = (customerId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: [...all, 'credit', customerId],
    queryFn: () => returnsApi.credits(customerId!),
    enabled: enabled && Boolean(customerId),
  });

/**
 * Spends the customer's credit on an order. The paid state reads the journal, which the
 * event worker posts just after the commit: it is asked again a moment later too.
 */
export function useApplyCredit() {
  const client = useQueryClient();
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: ApplyCreditBody) => returnsApi.applyCredit(body),
    onSuccess: () => {
      onSuccess();
      setTimeout(
        () => void client.invalidateQueries({ queryKey: [...all, 'payment-state'] }),
        1500,
      );
    },
  });
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@sp/api-client';
import {
  LABELS_AT_ONCE,
  type CreateOrderBody,
  type CreateShipmentBody,
  type Order,
  type OrderBulkAssignBody,
  type OrderBulkStatusBody,
  type OrderListQuery,
  type OrderReportQuery,
  type OrderStatus,
  type UpdateOrderBody,
} from '@sp/contracts/api';
import { useCan } from '@sp/shared-auth';
import { ordersApi } from './endpoints';

// Every write refreshes the whole family (list, counts, detail, report, widgets) and stock.
const all = ['orders'] as const;

export const useOrders = (query: OrderListQuery) =>
  useQuery({
    queryKey: [...all, 'list', query],
    queryFn: ({ signal }) => ordersApi.list(query, signal),
    placeholderData: keepPreviousData,
  });

export const useOrderCounts = (query: Parameters<typeof ordersApi.counts>[0]) =>
  useQuery({
    queryKey: [...all, 'counts', query],
    queryFn: () => ordersApi.counts(query),
    placeholderData: keepPreviousData,
  });

export const useOrder = (id: string | undefined) =>
  useQuery({
    queryKey: [...all, 'one', id],
    queryFn: () => ordersApi.get(id!),
    enabled: Boolean(id),
  });

export const useOrderReport = (query: OrderReportQuery) =>
  useQuery({
    queryKey: [...all, 'report', query],
    queryFn: ({ signal }) => ordersApi.report(query, signal),
    placeholderData: keepPreviousData,
  });

/** The order's paid state, only for those who may read payments (the agent role may not). */
export function useOrderPaymentState(id: string) {
  const can = useCan({ action: 'read', subject: 'Payment' });
  return useQuery({
    queryKey: [...all, 'payment-state', id],
    queryFn: () => ordersApi.paymentState(id),
    enabled: can,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: all });
    void client.invalidateQueries({ queryKey: ['inventory'] });
  };
}

export function useCreateOrder() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateOrderBody; key: string }) =>
      ordersApi.create(body, { 'Idempotency-Key': key }),
    onSuccess,
  });
}

/** Create when `id` is undefined (with the attempt's Idempotency-Key), edit otherwise. */
export function useSaveOrder(id: string | undefined) {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ body, key }: { body: CreateOrderBody; key: string }): Promise<Order> => {
      if (!id) return ordersApi.create(body, { 'Idempotency-Key': key });
      const { storeId: _s, agentId: _a, trackingNumber: _t, externalRef: _r, ...patch } = body;
      return ordersApi.update(id, patch);
    },
    onSuccess,
  });
}

export function useUpdateOrder(id: string) {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: UpdateOrderBody) => ordersApi.update(id, body),
    onSuccess,
  });
}

export function useRecordCall(id: string) {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (note: string) => ordersApi.recordCall(id, note), onSuccess });
}

export function useShip(id: string) {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateShipmentBody) => ordersApi.ship(id, body),
    onSuccess,
  });
}

export function useShipmentLabel(id: string) {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ shipmentId, format }: { shipmentId: string; format: '4x6' | 'a4' }) =>
      ordersApi.shipmentLabel(id, shipmentId, format),
    onSuccess,
  });
}

export function useDeliverShipment(id: string) {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (shipmentId: string) => ordersApi.deliverShipment(id, shipmentId),
    onSuccess,
  });
}

export function useSetStatus(id: string) {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: ({ status, note }: { status: OrderStatus; note?: string }) =>
      ordersApi.setStatus(id, status, note),
    onSuccess,
  });
}

export function useBulkStatus() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: OrderBulkStatusBody) => ordersApi.bulkStatus(body),
    onSuccess,
  });
}

export function useBulkAssign() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (body: OrderBulkAssignBody) => ordersApi.bulkAssign(body),
    onSuccess,
  });
}

/** Where a large selection's labels stand while its batch runs (null: printed at once). */
export type LabelProgress = { done: number; total: number } | null;

/**
 * Prints labels (a PDF opened for printing); the orders then say they were printed. Up to
 * LABELS_AT_ONCE at once; a larger selection is a batch the server prints in the
 * background, followed here (`onProgress`) until its PDF is ready.
 */
export function usePrintLabels(onProgress: (progress: LabelProgress) => void = () => {}) {
  const onSuccess = useInvalidate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { orderIds: string[]; format: '4x6' | 'a4' }) => {
      if (body.orderIds.length <= LABELS_AT_ONCE) return ordersApi.labels(body);
      let batch = await ordersApi.startLabelBatch(body);
      void client.invalidateQueries({ queryKey: [...all, 'label-batches'] });
      try {
        while (batch.job.state === 'queued' || batch.job.state === 'running') {
          onProgress({ done: batch.job.progress.done, total: batch.count });
          await new Promise((resolve) => setTimeout(resolve, 500));
          batch = await ordersApi.labelBatch(batch.id);
        }
      } finally {
        onProgress(null);
      }
      if (batch.job.state === 'failed') throw new LabelBatchFailed(batch.job.error ?? '');
      return ordersApi.labelBatchPdf(batch.id);
    },
    onSuccess,
  });
}

/** A batch whose job failed: the page says so in the user's language. */
export class LabelBatchFailed extends Error {}

/** The user's recent label batches, polled while one is still being printed. */
export const useLabelBatches = (enabled: boolean) =>
  useQuery({
    queryKey: [...all, 'label-batches'],
    queryFn: () => ordersApi.labelBatches(),
    enabled,
    refetchInterval: (query) =>
      query.state.data?.items.some((b) => b.job.state === 'queued' || b.job.state === 'running')
        ? 1000
        : false,
  });

/** Invoices of orders as one PDF, issued if not yet: the orders then show their invoice numbers. */
export function useInvoices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (orderIds: string[]) =>
      orderIds.length === 1
        ? ordersApi.invoice(orderIds[0]!)
        : { number: '', blob: await ordersApi.invoices({ orderIds }) },
    onSuccess: () => void client.invalidateQueries({ queryKey: all }),
  });
}

export const usePackingSlip = () =>
  useMutation({ mutationFn: (orderId: string) => ordersApi.packingSlip(orderId) });

import { getJson, http, idempotencyKey, request, runReport, type Page } from '@sp/api-client';
import type {
  CreateShipmentBody,
  CreateOrderBody,
  FulfillmentAgent,
  FulfillmentAgentListQuery,
  InvoicesBody,
  LabelBatch,
  LabelBatchBody,
  LabelsBody,
  Order,
  OrderBulkAssignBody,
  OrderBulkResult,
  OrderBulkStatusBody,
  OrderList,
  OrderListQuery,
  OrderPaymentState,
  OrderReport,
  OrderReportQuery,
  OrderStatus,
  OrderSummary,
  OrderWidgets,
  Product,
  ProductListQuery,
  Service,
  ServiceListQuery,
  UpdateOrderBody,
} from '@sp/contracts/api';

export type OrderCounts = { counts: Record<OrderStatus, number>; all: number };
/** The list's (or the report's) filters, `ids` for a selection, `kind=report` for the report's tables. */
export type ExportFilters = Record<string, string | number | undefined>;

/** The orders remote's endpoints (orders, report, labels; products, services and agents to pick from). */
export const ordersApi = {
  list: (query: OrderListQuery, signal?: AbortSignal) =>
    getJson<OrderList>('orders', query, signal),
  counts: (query: Omit<OrderListQuery, 'status' | 'page' | 'pageSize' | 'sort'>) =>
    getJson<OrderCounts>('orders/counts', query),
  search: (q: string, signal?: AbortSignal) =>
    getJson<{ items: OrderSummary[] }>('orders/search', { q }, signal),
  get: (id: string) => getJson<Order>(`orders/${id}`),
  /** Its paid state from the finance journal (read Payment). */
  paymentState: (id: string) => getJson<OrderPaymentState>(`orders/${id}/payment-state`),
  create: (json: CreateOrderBody, headers: Record<string, string> = idempotencyKey()) =>
    request(() => http.post('orders', { json, headers }).json<Order>()),
  update: (id: string, json: UpdateOrderBody) =>
    request(() => http.patch(`orders/${id}`, { json }).json<Order>()),
  setStatus: (id: string, status: OrderStatus, note = '') =>
    request(() => http.post(`orders/${id}/status`, { json: { status, note } }).json<Order>()),
  /** The confirmation call to a flagged returner (issue 30.5). */
  recordCall: (id: string, note: string) =>
    request(() => http.post(`orders/${id}/call`, { json: { note } }).json<Order>()),
  /** Partial shipment (issue 30.6): some lines leave with their courier; the order comes back. */
  ship: (id: string, json: CreateShipmentBody) =>
    request(() => http.post(`orders/${id}/shipments`, { json }).json<Order>()),
  /** One shipment delivered alone (issue 31.1); the last one of a shipped order delivers the order. */
  deliverShipment: (id: string, shipmentId: string) =>
    request(() =>
      http.post(`orders/${id}/shipments/${shipmentId}/deliver`, { json: {} }).json<Order>(),
    ),
  shipmentLabel: (id: string, shipmentId: string, format: '4x6' | 'a4') =>
    request(() =>
      http
        .post(`orders/${id}/shipments/${shipmentId}/label`, { json: { format }, timeout: false })
        .blob(),
    ),
  bulkStatus: (json: OrderBulkStatusBody) =>
    request(() => http.post('orders/bulk-status', { json }).json<OrderBulkResult>()),
  bulkAssign: (json: OrderBulkAssignBody) =>
    request(() => http.post('orders/bulk-assign', { json }).json<OrderBulkResult>()),
  /** A job on the API: the finished report at once when it is quick, else polled. */
  report: (query: OrderReportQuery, signal?: AbortSignal) =>
    runReport<OrderReport>('orders/report', query, signal),
  widgets: () => getJson<OrderWidgets>('orders/widgets'),
  /** The filtered orders (or the report) as a file. */
  exportFile: (query: ExportFilters & { format: 'csv' | 'xlsx' }) =>
    request(() => http.get('orders/export', { searchParams: clean(query), timeout: false }).blob()),
  labels: (json: LabelsBody) => request(() => http.post('labels', { json, timeout: false }).blob()),
  /** A selection over LABELS_AT_ONCE: a background job; its PDF once the job is done. */
  startLabelBatch: (json: LabelBatchBody) =>
    request(() =>
      http.post('labels/batches', { json, headers: idempotencyKey() }).json<LabelBatch>(),
    ),
  labelBatch: (id: string) => getJson<LabelBatch>(`labels/batches/${id}`),
  labelBatches: () => getJson<{ items: LabelBatch[] }>('labels/batches'),
  /** The order's invoice (issued on the first request, then the same frozen one). */
  invoice: (id: string) =>
    request(async () => {
      const res = await http.get(`orders/${id}/invoice`, { timeout: false });
      return { number: res.headers.get('x-invoice-number') ?? '', blob: await res.blob() };
    }),
  invoices: (json: InvoicesBody) =>
    request(() => http.post('orders/invoices', { json, timeout: false }).blob()),
  packingSlip: (id: string) =>
    request(() => http.get(`orders/${id}/packing-slip`, { timeout: false }).blob()),
  labelBatchPdf: (id: string) =>
    request(() => http.get(`labels/batches/${id}/pdf`, { timeout: false }).blob()),
  products: (query: ProductListQuery, signal?: AbortSignal) =>
    getJson<Page<Product>>('products', query, signal),
  services: (query: ServiceListQuery) => getJson<Page<Service>>('services', query),
  agents: (query: FulfillmentAgentListQuery, signal?: AbortSignal) =>
    getJson<Page<FulfillmentAgent>>('fulfillment-agents', query, signal),
  agent: (id: string) => getJson<FulfillmentAgent>(`fulfillment-agents/${id}`),
};

function clean(query: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
}

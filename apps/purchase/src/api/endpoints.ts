import { getJson, http, idempotencyKey, request, type Page } from '@sp/api-client';
import type {
  Product,
  ProductListQuery,
  PurchaseListQuery,
  PurchaseOrder,
  PurchaseOrderBody,
  PurchaseOrderSummary,
  ReceiptBody,
  ReorderSuggestion,
  Supplier,
  SupplierBody,
  SupplierListItem,
  SupplierListQuery,
  UpdatePurchaseOrderBody,
  UpdateSupplierBody,
} from '@sp/contracts/api';

/** The purchase remote's endpoints: suppliers, purchase orders, receipts; products to pick from. */
export const purchaseApi = {
  suppliers: {
    list: (query: SupplierListQuery, signal?: AbortSignal) =>
      getJson<Page<SupplierListItem>>('suppliers', query, signal),
    get: (id: string) => getJson<Supplier>(`suppliers/${id}`),
    create: (json: SupplierBody, headers = idempotencyKey()) =>
      request(() => http.post('suppliers', { json, headers }).json<Supplier>()),
    update: (id: string, json: UpdateSupplierBody) =>
      request(() => http.patch(`suppliers/${id}`, { json }).json<Supplier>()),
  },
  orders: {
    list: (query: PurchaseListQuery, signal?: AbortSignal) =>
      getJson<Page<PurchaseOrderSummary>>('purchase-orders', query, signal),
    get: (id: string) => getJson<PurchaseOrder>(`purchase-orders/${id}`),
    create: (json: PurchaseOrderBody, headers = idempotencyKey()) =>
      request(() => http.post('purchase-orders', { json, headers }).json<PurchaseOrder>()),
    update: (id: string, json: UpdatePurchaseOrderBody) =>
      request(() => http.patch(`purchase-orders/${id}`, { json }).json<PurchaseOrder>()),
    setStatus: (id: string, status: 'ordered' | 'cancelled') =>
      request(() =>
        http.post(`purchase-orders/${id}/status`, { json: { status } }).json<PurchaseOrder>(),
      ),
    receive: (id: string, json: ReceiptBody, headers: Record<string, string>) =>
      request(() =>
        http.post(`purchase-orders/${id}/receipts`, { json, headers }).json<PurchaseOrder>(),
      ),
    reorder: (storeId: string) =>
      getJson<{ items: ReorderSuggestion[] }>('purchase-orders/reorder-suggestions', { storeId }),
    pdfUrl: (id: string) => `purchase-orders/${id}/pdf`,
  },
  products: {
    search: (query: ProductListQuery, signal?: AbortSignal) =>
      getJson<Page<Product>>('products', query, signal),
  },
};

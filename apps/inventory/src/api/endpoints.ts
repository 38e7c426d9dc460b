import { getJson, http, idempotencyKey, request, type Page } from '@sp/api-client';
import type {
  AdjustmentBody,
  CreateStoreBody,
  Movement,
  MovementListQuery,
  Product,
  ProductBody,
  ProductBulkBody,
  ProductListQuery,
  Service,
  ServiceBody,
  ServiceListQuery,
  StockListQuery,
  StockRow,
  StockSummary,
  Store,
  Supplier,
  SupplierListItem,
  SupplierListQuery,
  TransferBody,
  UpdateProductBody,
  UpdateServiceBody,
  UpdateStoreBody,
} from '@sp/contracts/api';

/** The inventory remote's endpoints (stores, products, services, stock): they deploy with it. */
export const inventoryApi = {
  stores: {
    list: () => getJson<{ items: Store[] }>('stores', { includeInactive: 'true' }),
    create: (json: CreateStoreBody, headers = idempotencyKey()) =>
      request(() => http.post('stores', { json, headers }).json<Store>()),
    update: (id: string, json: UpdateStoreBody) =>
      request(() => http.patch(`stores/${id}`, { json }).json<Store>()),
  },
  products: {
    list: (query: ProductListQuery, signal?: AbortSignal) =>
      getJson<Page<Product>>('products', query, signal),
    get: (id: string) => getJson<Product>(`products/${id}`),
    categories: () =>
      getJson<{ items: { category: string; count: number }[] }>('products/categories'),
    create: (json: ProductBody, headers = idempotencyKey()) =>
      request(() => http.post('products', { json, headers }).json<Product>()),
    update: (id: string, json: UpdateProductBody) =>
      request(() => http.patch(`products/${id}`, { json }).json<Product>()),
    bulk: (json: ProductBulkBody) =>
      request(() => http.post('products/bulk', { json }).json<{ updated: number }>()),
  },
  services: {
    list: (query: ServiceListQuery) => getJson<Page<Service>>('services', query),
    create: (json: ServiceBody, headers = idempotencyKey()) =>
      request(() => http.post('services', { json, headers }).json<Service>()),
    update: (id: string, json: UpdateServiceBody) =>
      request(() => http.patch(`services/${id}`, { json }).json<Service>()),
  },
  /** Suppliers, to name a cost service's provider (read only; the purchase remote manages them). */
  suppliers: {
    list: (query: SupplierListQuery, signal?: AbortSignal) =>
      getJson<Page<SupplierListItem>>('suppliers', query, signal),
    get: (id: string) => getJson<Supplier>(`suppliers/${id}`),
  },
  stock: {
    list: (query: StockListQuery) => getJson<Page<StockRow>>('inventory', query),
    summary: () => getJson<StockSummary>('inventory/summary'),
    movements: (query: MovementListQuery) => getJson<Page<Movement>>('inventory/movements', query),
    adjust: (json: AdjustmentBody, headers = idempotencyKey()) =>
      request(() =>
        http.post('inventory/adjustments', { json, headers }).json<{ items: Movement[] }>(),
      ),
    transfer: (json: TransferBody, headers = idempotencyKey()) =>
      request(() =>
        http.post('inventory/transfers', { json, headers }).json<{ items: Movement[] }>(),
      ),
  },
};

/**
 * Where a remote's pages are, typed once per remote: a link into a page (from its own remote
 * or another one: a dashboard widget, a statement, the audit log) is built here, never
 * written as a string. '@sp/contracts/paths' is bundled by each remote (not the shared
 * singleton), so a path added here ships with the remote that links to it.
 *
 * A query builder takes the page's filters as they appear in its URL; empty ones are left out
 * (commas stay readable: a list filter such as status=confirmed,packed).
 */
type Query = Record<string, string | number | undefined | null>;

function withQuery(path: string, query?: Query): string {
  const q = Object.entries(query ?? {}).filter(
    (e): e is [string, string | number] => e[1] !== undefined && e[1] !== null && e[1] !== '',
  );
  return q.length
    ? `${path}?${q.map(([k, v]) => `${k}=${encodeURIComponent(String(v)).replaceAll('%2C', ',')}`).join('&')}`
    : path;
}

export const ordersPaths = {
  list: (query?: Query) => withQuery('/orders', query),
  add: () => '/orders/add',
  report: () => '/orders/report',
  order: (id: string) => `/orders/${id}`,
  orderEdit: (id: string) => `/orders/${id}/edit`,
  customers: () => '/orders/customers',
  customer: (id: string) => `/orders/customers/${id}`,
  returnOf: (id: string) => `/orders/returns/${id}`,
  labelImport: () => '/orders/bulk-orders-labels-import',
};

export const inventoryPaths = {
  products: () => '/products',
  product: (id: string) => `/products/${id}`,
  productImport: () => '/products/import',
  inventory: (query?: Query) => withQuery('/inventory', query),
};

export const purchasePaths = {
  list: (query?: Query) => withQuery('/purchase', query),
  add: () => '/purchase/add',
  suppliers: () => '/purchase/suppliers',
  purchase: (id: string) => `/purchase/${id}`,
  purchaseEdit: (id: string) => `/purchase/${id}/edit`,
  collection: (query?: Query) => withQuery('/purchase/collection', query),
};

export const financePaths = {
  payments: (query?: Query) => withQuery('/payment', query),
  payment: (id: string) => `/payment/${id}`,
  paymentImport: () => '/payment/import',
  profitLoss: () => '/profit-loss',
};

export const agencyPaths = {
  leads: (query?: Query) => withQuery('/leads', query),
  lead: (id: string) => `/leads/${id}`,
  /** The board with the list's filters (`search`: the list's query string, '?...' or ''). */
  leadBoard: (search = '') => `/leads/board${search}`,
  /** The list with the board's filters. */
  leadList: (search = '') => `/leads${search}`,
  leadImport: () => '/leads/import',
  programmes: () => '/config/programmes',
  programme: (id: string) => `/config/programmes/${id}`,
};

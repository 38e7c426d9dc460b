/**
 * The modules the platform knows, and where their pages live. The tenant's module list
 * (GET /api/tenant/modules) names which are enabled and where each is deployed; this
 * catalogue lets the shell route a module's paths to a "module unavailable" page even
 * when the remote could not be loaded at all.
 */
export const MODULE_CATALOG: Record<string, { basePaths: string[]; rank: number }> = {
  orders: { basePaths: ['/orders', '/labels'], rank: 10 },
  inventory: { basePaths: ['/products', '/services', '/store', '/inventory'], rank: 20 },
  purchase: { basePaths: ['/purchase'], rank: 30 },
  finance: { basePaths: ['/payment', '/profit-loss', '/reports'], rank: 40 },
  agency: { basePaths: ['/leads', '/agency', '/tasks', '/config', '/age-dependents', '/terms'], rank: 10 },
  admin: { basePaths: ['/users', '/fulfillment-agents', '/access-control', '/roles', '/tenants', '/audit-log'], rank: 90 },
};

export const MARKETPLACE_MODULES = ['orders', 'inventory', 'purchase', 'finance', 'admin'];
export const AGENCY_MODULES = ['agency', 'admin'];

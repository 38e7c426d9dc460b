// The door: what other modules may use of this one (an import from inside is a lint error).
// First, before the routes: a module entered while this one is still loading finds its
// tables and functions ready.
export { products, services } from './tables';
export { servicesAt, monthlyServicesOf, type ServiceInForce } from './service-versions';
export type { ProductRow } from './product-repository';
export type { ServiceRow } from './service-repository';
export {
  defaultProductCurrency,
  productsByCode,
  productsBySku,
  upsertProductsBySku,
  type ProductImportRow,
} from './import-products';
export { findProductsByIds } from './product-repository';
export { productCategorySql, productLabels } from './product-facts';
export { provideStock, type StockPort, type ProductStockFigures } from './stock-port';
export { provideServiceProviders, type ProviderPort } from './service-providers';

import type { FastifyPluginAsync } from 'fastify';
import { registerKind } from '../imports';
import { productsKind } from './products-import-kind';
import type { Db, Tx } from '../../kernel/db/client';
import { findProductByCodeInTenant, findProductsByIds } from './product-repository';
import { productRoutes } from './product-routes';
import { listActiveServices } from './service-repository';
import { serviceRoutes } from './service-routes';
import { registerRecordLabels, tableLabels } from '../audit';
import { products as productTable, services as serviceTable } from './tables';
import { sql } from 'drizzle-orm';

// How this module's records read in the audit log.
registerRecordLabels(
  'Product',
  tableLabels(productTable, sql<string>`${productTable.sku} || ' · ' || ${productTable.name}`),
);
registerRecordLabels('Service', tableLabels(serviceTable, serviceTable.name));

/** The catalogue of a marketplace tenant: products and services (/api/products, /api/services). */
export const catalogueModule: FastifyPluginAsync = async (api) => {
  // Its import rules, with the import engine (registered here, when every module has loaded).
  registerKind(productsKind);
  await api.register(productRoutes, { prefix: '/products' });
  await api.register(serviceRoutes, { prefix: '/services' });
};

// What other modules may call. Rows carry money in minor units (costPriceMinor, salePriceMinor, priceMinor).

/** The tenant's products among `ids` (another tenant's ids are simply not returned). */
export const findProducts = (db: Db | Tx, tenantId: string, ids: string[]) =>
  findProductsByIds(db, tenantId, ids);

/** A product by SKU (any case) or barcode, or null. */
export const findProductByCode = (db: Db | Tx, tenantId: string, code: string) =>
  findProductByCodeInTenant(db, tenantId, code);

/** Active services of the tenant; with a store, those of that store plus the tenant-wide ones. */
export const listServices = (db: Db | Tx, tenantId: string, storeId?: string) =>
  listActiveServices(db, tenantId, storeId);

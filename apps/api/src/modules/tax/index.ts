// What other modules may use of tax (issue 31.3; docs/tax-and-invoices.md).
export {
  computeOrderTax,
  rateOf,
  spreadDiscount,
  taxOf,
  type StoreTax,
  type TaxableLine,
} from './compute';
export type { OrderTax } from './types';
export {
  provideTaxCollected,
  provideTaxPayable,
  type TaxCollected,
  type TaxPayable,
} from './report';
export { orderTaxView, percentOf, storeTaxOf } from './views';

import type { FastifyPluginAsync } from 'fastify';
import { taxRoutes } from './routes';

/** Tax: the report per period (/api/tax). Stores carry the rates, orders the tax frozen on them. */
export const taxModule: FastifyPluginAsync = async (api) => {
  await api.register(taxRoutes, { prefix: '/tax' });
};

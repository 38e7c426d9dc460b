import type { FastifyInstance } from 'fastify';
import { authPlugin } from '../kernel/http/auth';
import { idempotencyPlugin } from '../kernel/http/idempotency';
import { jobsRoutes } from '../kernel/http/jobs-routes';
import { agencyModule } from './agency';
import { auditModule } from './audit';
import { catalogueModule } from './catalogue';
import { dashboardModule } from './dashboard';
import { financeModule } from './finance';
import { fulfillmentAgentsModule } from './fulfillment-agents';
import { identityModule } from './identity';
import { importsModule } from './imports';
import { inventoryModule } from './inventory';
import { mailModule } from './mail';
import { notificationsModule } from './notifications';
import { ordersModule } from './orders';
import { purchaseModule } from './purchase';
import { storesModule } from './stores';
import { taxModule } from './tax';
import { tenancyModule } from './tenancy';
import { usersModule } from './users';

/** The API's domains, one folder each; a new domain adds its folder and one line here. */
const modules = [
  identityModule,
  tenancyModule,
  storesModule,
  catalogueModule,
  inventoryModule,
  ordersModule,
  usersModule,
  fulfillmentAgentsModule,
  agencyModule,
  auditModule,
  mailModule,
  notificationsModule,
  importsModule,
  purchaseModule,
  financeModule,
  dashboardModule,
  taxModule,
];

/** Everything under /api: signed-in by default (see kernel/http/auth), routes opt out with `public`. */
export async function apiRoutes(api: FastifyInstance) {
  await api.register(authPlugin);
  await api.register(idempotencyPlugin);
  await api.register(jobsRoutes, { prefix: '/jobs' });
  for (const module of modules) await api.register(module);
}

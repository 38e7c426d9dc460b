import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  tenantListResponseSchema,
  tenantSchema,
  updateTenantModulesBodySchema,
} from '@sp/contracts/api';
import { listTenants } from './repository';
import { updateTenantModules } from './service';
import { toTenant } from './views';
import { actorOf, requireAuth } from '../../kernel/types';

const tags = ['tenants'];

/**
 * Platform administration of every tenant (super_admin: `manage Tenant`).
 * One route per block: the fuller CRUD adds GET /:id, POST /, PATCH /:id here.
 */
export const tenantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    config: { can: ['read', 'Tenant'] },
    schema: { tags, response: { 200: tenantListResponseSchema } },
    handler: async () => ({ items: (await listTenants(app.deps.db)).map(toTenant) }),
  });

  app.put('/:id/modules', {
    config: { can: ['update', 'Tenant'] },
    schema: {
      tags,
      params: idParamsSchema,
      body: updateTenantModulesBodySchema,
      response: { 200: tenantSchema },
    },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const actor = actorOf(auth);
      return toTenant(await updateTenantModules(app.deps, actor, request.params.id, request.body));
    },
  });
};

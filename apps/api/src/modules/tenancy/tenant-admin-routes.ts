import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, tenantSchema, updateTenantBodySchema } from '@sp/contracts/api';
import { updateTenant } from './admin-service';
import { toTenant } from './views';
import { requireAuth } from '../../kernel/types';

const tags = ['tenants'];

/**
 * Editing tenants (super_admin), beside tenants-routes' list and modules. Creating one (with
 * its first admin) is the users module's (users/tenant-creation-routes.ts), same prefix.
 */
export const tenantAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch('/:id', {
    config: { can: ['update', 'Tenant'] },
    schema: {
      tags,
      params: idParamsSchema,
      body: updateTenantBodySchema,
      response: { 200: tenantSchema },
    },
    handler: async (request) =>
      toTenant(
        await updateTenant(app.deps, requireAuth(request.auth), request.params.id, request.body),
      ),
  });
};

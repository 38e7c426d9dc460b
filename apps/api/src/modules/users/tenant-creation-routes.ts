import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTenantBodySchema, tenantSchema } from '@sp/contracts/api';
import { requireAuth } from '../../kernel/types';
import { toTenant } from '../tenancy';
import { createTenant } from './tenant-creation';

/** Creating a tenant with its first admin (super_admin), under /tenants beside tenancy's routes. */
export const tenantCreationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/', {
    config: { can: ['create', 'Tenant'], idempotent: true },
    schema: { tags: ['tenants'], body: createTenantBodySchema, response: { 201: tenantSchema } },
    handler: async (request, reply) => {
      reply.code(201);
      return toTenant(await createTenant(app.deps, requireAuth(request.auth), request.body));
    },
  });
};

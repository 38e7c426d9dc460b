import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTenantBodySchema,
  idParamsSchema,
  tenantSchema,
  updateTenantBodySchema,
} from '@sp/contracts/api';
import { createTenant, updateTenant } from './admin-service';
import { toTenant } from '../users';
import { requireAuth } from '../../kernel/types';

const tags = ['tenants'];

/** Creating and editing tenants (super_admin), beside tenants-routes' list and modules. */
export const tenantAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/', {
    config: { can: ['create', 'Tenant'], idempotent: true },
    schema: { tags, body: createTenantBodySchema, response: { 201: tenantSchema } },
    handler: async (request, reply) => {
      reply.code(201);
      return toTenant(await createTenant(app.deps, requireAuth(request.auth), request.body));
    },
  });

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

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicTenantQuerySchema, publicTenantSchema, tenantModulesResponseSchema } from '@sp/contracts/api';
import { resolvePublicTenant } from '../../services/tenants';
import { resolvedModules, toPublicTenant } from '../../services/views';
import { requireAuth } from '../../types';

const tags = ['tenant'];

/** The caller's own tenant (/api/tenant/...). */
export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/modules', {
    schema: { tags, response: { 200: tenantModulesResponseSchema } },
    handler: async (request) => ({ modules: resolvedModules(requireAuth(request.auth).tenant) }),
  });

  // Before sign-in the shell needs the title, languages and auth layout.
  app.get('/public', {
    config: { public: true },
    schema: { tags, security: [], querystring: publicTenantQuerySchema, response: { 200: publicTenantSchema } },
    handler: async (request) =>
      toPublicTenant(await resolvePublicTenant(app.deps, request.query.tenant, request.headers.host)),
  });
};

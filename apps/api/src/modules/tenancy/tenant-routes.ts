import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publicTenantQuerySchema,
  publicTenantSchema,
  tenantModulesResponseSchema,
} from '@sp/contracts/api';
import { tokenOf } from '../../kernel/http/auth';
import { resolvePublicTenant } from './service';
import { resolvedModules, toPublicTenant } from './views';
import { requireAuth } from '../../kernel/types';

const tags = ['tenant'];

/** The caller's own tenant (/api/tenant/...). */
export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/modules', {
    schema: { tags, response: { 200: tenantModulesResponseSchema } },
    handler: async (request) => ({ modules: resolvedModules(requireAuth(request.auth).tenant) }),
  });

  // Before sign-in the shell needs the title, languages and auth layout of the tenant the
  // address names; once signed in, its own tenant's (an agency user on a shared host sees
  // the agency's menu labels). A missing or stale token is not an error here.
  app.get('/public', {
    config: { public: true },
    schema: {
      tags,
      security: [],
      querystring: publicTenantQuerySchema,
      response: { 200: publicTenantSchema },
    },
    handler: async (request) => {
      const token = tokenOf(request);
      // The prepared statement every protected request uses (the shell asks on every load).
      const caller = token ? await app.callerOfToken(token) : null;
      if (caller && caller.user.status === 'active') return toPublicTenant(caller.tenant);
      return toPublicTenant(
        await resolvePublicTenant(app.deps, request.query.tenant, request.headers.host),
      );
    },
  });
};

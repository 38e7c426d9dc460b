import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roleInfoSchema, roleListResponseSchema, roleOverridesSchema } from '@sp/contracts/api';
import { listRoles, setAgentOverrides } from './role-service';

const tags = ['roles'];

/** Roles and permissions of the caller's tenant (the admin remote's /roles page). */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    config: { can: ['read', 'Role'] },
    schema: { tags, response: { 200: roleListResponseSchema } },
    handler: async (request) => ({ items: await listRoles(app.deps.db, request.caller) }),
  });

  app.put('/agent', {
    config: { can: ['update', 'Role'] },
    schema: { tags, body: roleOverridesSchema, response: { 200: roleInfoSchema } },
    handler: (request) => setAgentOverrides(app.deps.db, request.caller, request.body),
  });
};

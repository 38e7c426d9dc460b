import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserSchema,
  editUserBodySchema,
  idParamsSchema,
  inviteUserBodySchema,
  recentSignInsResponseSchema,
  staffByRoleResponseSchema,
} from '@sp/contracts/api';
import { viewSerializerCompiler } from '../../kernel/http/serializer';
import type { AuthContext } from '../../kernel/types';
import { getUser, latestSignIns, listUsers, usersByRole } from './user-list-service';
import { editUser, inviteUser, resetTwoFactor, setUserActive } from './user-service';

const tags = ['users'];
const one = { 200: adminUserSchema };

/** The tenant's staff: list, invitations, role and stores, (de)activation, 2FA reset. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get('/', {
    config: { can: ['read', 'User'] },
    schema: {
      tags,
      querystring: adminUserListQuerySchema,
      response: { 200: adminUserListResponseSchema },
    },
    // Each row is a view built field by field (toAdminUser).
    serializerCompiler: viewSerializerCompiler,
    handler: async (request) => {
      const q = request.query;
      const { items, total } = await listUsers(db, request.caller, q);
      return { items, total, page: q.page, pageSize: q.pageSize };
    },
  });

  app.get('/stats/by-role', {
    config: { can: ['read', 'User'] },
    schema: { tags, response: { 200: staffByRoleResponseSchema } },
    handler: (request) => usersByRole(db, request.caller),
  });

  app.get('/stats/recent-sign-ins', {
    config: { can: ['read', 'User'] },
    schema: { tags, response: { 200: recentSignInsResponseSchema } },
    handler: (request) => latestSignIns(db, request.caller),
  });

  app.get('/:id', {
    config: { can: ['read', 'User'] },
    schema: { tags, params: idParamsSchema, response: one },
    handler: (request) => getUser(db, request.caller, request.params.id),
  });

  app.patch('/:id', {
    config: { can: ['update', 'User'] },
    schema: { tags, params: idParamsSchema, body: editUserBodySchema, response: one },
    handler: (request) => editUser(app.deps, request.caller, request.params.id, request.body),
  });

  app.post('/invitations', {
    config: { can: ['create', 'User'], idempotent: true },
    schema: { tags, body: inviteUserBodySchema, response: { 201: adminUserSchema } },
    handler: async (request, reply) => {
      reply.code(201);
      return inviteUser(app.deps, request.caller, request.body);
    },
  });

  const action = (path: string, run: (caller: AuthContext, id: string) => Promise<unknown>) =>
    app.post(`/:id/${path}`, {
      config: { can: ['update', 'User'] },
      schema: { tags, params: idParamsSchema, response: one },
      handler: (request) => run(request.caller, request.params.id) as never,
    });
  action('deactivate', (caller, id) => setUserActive(app.deps, caller, id, false));
  action('reactivate', (caller, id) => setUserActive(app.deps, caller, id, true));
  action('reset-2fa', (caller, id) => resetTwoFactor(app.deps, caller, id));
};

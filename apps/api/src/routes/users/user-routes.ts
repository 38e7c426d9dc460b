import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, updateUserBodySchema, userListQuerySchema, userListResponseSchema, userSchema } from '@sp/contracts/api';
import { notFound } from '../../errors';
import { findStoreInTenant } from '../../repositories/stores';
import { assignedStoreIds, findUserInTenant, listUsers, storeIdsFor } from '../../repositories/users';
import { updateUser } from '../../services/users';
import { toUser } from '../../services/views';
import { requireAuth } from '../../types';

const tags = ['users'];

/** The tenant's staff. Full invitations come with the admin remote's issue. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    config: { can: ['read', 'User'] },
    schema: { tags, querystring: userListQuerySchema, response: { 200: userListResponseSchema } },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const { db } = app.deps;
      // A filter naming another tenant's store is a 404, like asking for it by id.
      if (request.query.storeId && !(await findStoreInTenant(db, auth.tenant.id, request.query.storeId))) {
        throw notFound('Store');
      }
      const { items, total } = await listUsers(db, { ...request.query, tenantId: auth.tenant.id });
      const assigned = await assignedStoreIds(db, items.map((u) => u.id));
      const all = await storeIdsFor(db, { id: '', tenantId: auth.tenant.id, role: 'admin' });
      return {
        items: items.map((u) => toUser(u, u.role === 'agent' ? (assigned.get(u.id) ?? []) : all)),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  });

  app.get('/:id', {
    config: { can: ['read', 'User'] },
    schema: { tags, params: idParamsSchema, response: { 200: userSchema } },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const user = await findUserInTenant(app.deps.db, auth.tenant.id, request.params.id);
      if (!user) throw notFound('User');
      return toUser(user, await storeIdsFor(app.deps.db, user));
    },
  });

  app.patch('/:id', {
    config: { can: ['update', 'User'] },
    schema: { tags, params: idParamsSchema, body: updateUserBodySchema, response: { 200: userSchema } },
    handler: (request) => updateUser(app.deps, requireAuth(request.auth), request.params.id, request.body),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStoreBodySchema, idParamsSchema, storeListResponseSchema, storeSchema } from '@sp/contracts/api';
import { notFound } from '../../errors';
import { findStoreInTenant, listTenantStores } from '../../repositories/stores';
import { createStore } from '../../services/stores';
import { toStore } from '../../services/views';
import { requireAuth } from '../../types';

const tags = ['stores'];

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only the stores the caller may use (the store switcher's list).
  app.get('/', {
    config: { can: ['read', 'Store'] },
    schema: { tags, response: { 200: storeListResponseSchema } },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const rows = await listTenantStores(app.deps.db, auth.tenant.id);
      return { items: rows.filter((s) => auth.storeIds.includes(s.id)).map(toStore) };
    },
  });

  app.get('/:id', {
    config: { can: ['read', 'Store'] },
    schema: { tags, params: idParamsSchema, response: { 200: storeSchema } },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const store = await findStoreInTenant(app.deps.db, auth.tenant.id, request.params.id);
      if (!store || !auth.storeIds.includes(store.id)) throw notFound('Store');
      return toStore(store);
    },
  });

  app.post('/', {
    config: { can: ['create', 'Store'], idempotent: true },
    schema: { tags, body: createStoreBodySchema, response: { 201: storeSchema } },
    handler: async (request, reply) =>
      reply.code(201).send(await createStore(app.deps, requireAuth(request.auth), request.body)),
  });
};

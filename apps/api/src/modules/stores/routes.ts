import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createStoreBodySchema,
  idParamsSchema,
  storeListQuerySchema,
  storeListResponseSchema,
  storeSchema,
  updateStoreBodySchema,
} from '@sp/contracts/api';
import { notFound } from '../../kernel/errors';
import { requireAuth } from '../../kernel/types';
import { storeHoldsRecords } from './records';
import { findStoreInTenant, listTenantStores } from './repository';
import { createStore, editStore } from './service';
import { toStoreView } from './views';

const tags = ['stores'];

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only the stores the caller may use (the store switcher's list); active ones unless asked.
  app.get('/', {
    config: { can: ['read', 'Store'] },
    schema: { tags, querystring: storeListQuerySchema, response: { 200: storeListResponseSchema } },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const all = request.query.includeInactive === 'true';
      const rows = await listTenantStores(app.deps.db, auth.tenant.id);
      return {
        items: rows
          .filter((s) => auth.storeIds.includes(s.id) && (all || s.active))
          .map(toStoreView),
      };
    },
  });

  app.get('/:id', {
    config: { can: ['read', 'Store'] },
    schema: { tags, params: idParamsSchema, response: { 200: storeSchema } },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const store = await findStoreInTenant(app.deps.db, auth.tenant.id, request.params.id);
      if (!store || !auth.storeIds.includes(store.id)) throw notFound('Store');
      return toStoreView(store);
    },
  });

  app.post('/', {
    config: { can: ['create', 'Store'], idempotent: true },
    schema: { tags, body: createStoreBodySchema, response: { 201: storeSchema } },
    handler: async (request, reply) =>
      reply.code(201).send(await createStore(app.deps, requireAuth(request.auth), request.body)),
  });

  app.patch('/:id', {
    config: { can: ['update', 'Store'] },
    schema: {
      tags,
      params: idParamsSchema,
      body: updateStoreBodySchema,
      response: { 200: storeSchema },
    },
    handler: (request) =>
      editStore(
        app.deps,
        requireAuth(request.auth),
        request.params.id,
        request.body,
        storeHoldsRecords,
      ),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  serviceBodySchema,
  serviceListQuerySchema,
  serviceListResponseSchema,
  serviceSchema,
  updateServiceBodySchema,
} from '@sp/contracts/api';
import { notFound } from '../../kernel/errors';
import { requireAuth } from '../../kernel/types';
import { assertMarketplace, assertStoreUsable } from '../stores';
import { findServiceInTenant, listServicePage } from './service-repository';
import { createService, editService } from './service-service';
import { servicesShown } from './service-providers';

const tags = ['services'];

/** Priced operations (packing, shipping, COD fee ...), per store or for every store. */
export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook('preValidation', async (request) =>
    assertMarketplace(requireAuth(request.auth), 'Services'),
  );

  app.get('/', {
    config: { can: ['read', 'Service'] },
    schema: {
      tags,
      querystring: serviceListQuerySchema,
      response: { 200: serviceListResponseSchema },
    },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const q = request.query;
      if (q.storeId) await assertStoreUsable(db, auth, q.storeId);
      const { items, total } = await listServicePage(db, { ...q, tenantId: auth.tenant.id });
      const shown = await servicesShown(db, auth.tenant.id, items);
      return { items: shown, total, page: q.page, pageSize: q.pageSize };
    },
  });

  app.get('/:id', {
    config: { can: ['read', 'Service'] },
    schema: { tags, params: idParamsSchema, response: { 200: serviceSchema } },
    handler: async (request) => {
      const tenantId = requireAuth(request.auth).tenant.id;
      const row = await findServiceInTenant(db, tenantId, request.params.id);
      if (!row) throw notFound('Service');
      const [shown] = await servicesShown(db, tenantId, [row]);
      return shown!;
    },
  });

  app.post('/', {
    config: { can: ['create', 'Service'], idempotent: true },
    schema: { tags, body: serviceBodySchema, response: { 201: serviceSchema } },
    handler: async (request, reply) =>
      reply.code(201).send(await createService(app.deps, requireAuth(request.auth), request.body)),
  });

  app.patch('/:id', {
    config: { can: ['update', 'Service'] },
    schema: {
      tags,
      params: idParamsSchema,
      body: updateServiceBodySchema,
      response: { 200: serviceSchema },
    },
    handler: (request) =>
      editService(app.deps, requireAuth(request.auth), request.params.id, request.body),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  supplierBodySchema,
  supplierListQuerySchema,
  supplierListResponseSchema,
  supplierSchema,
  updateSupplierBodySchema,
} from '@sp/contracts/api';
import { notFound } from '../../kernel/errors';
import { requireAuth } from '../../kernel/types';
import { findSupplier, listSuppliers } from './supplier-repository';
import { createSupplier, editSupplier, toSupplier } from './supplier-service';
import { marketplaceOnly } from './marketplace-only';
import { supplierTotals } from './supplier-totals';
import { seesCost } from '../users';

const tags = ['purchase'];

/** Suppliers of the caller's tenant (/api/suppliers); deactivated, never deleted. */
export const supplierRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook('preValidation', marketplaceOnly('Suppliers'));

  app.get('/', {
    config: { can: ['read', 'Purchase'] },
    schema: {
      tags,
      querystring: supplierListQuerySchema,
      response: { 200: supplierListResponseSchema },
    },
    handler: async (request) => {
      const q = request.query;
      const auth = requireAuth(request.auth);
      const { items, total } = await listSuppliers(db, auth.tenant.id, q);
      // Figures over the store chosen in the top bar (X-Store-ID), else every store the caller may use (issue 30.7).
      const storeIds = auth.storeId ? [auth.storeId] : auth.storeIds;
      const totals = (await seesCost(db, auth))
        ? await supplierTotals(
            db,
            auth.tenant.id,
            storeIds,
            items.map((s) => s.id),
          )
        : null;
      return {
        items: items.map((s) => ({
          ...toSupplier(s),
          totals: totals ? (totals.get(s.id) ?? []) : null,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  });

  app.get('/:id', {
    config: { can: ['read', 'Purchase'] },
    schema: { tags, params: idParamsSchema, response: { 200: supplierSchema } },
    handler: async (request) => {
      const row = await findSupplier(db, requireAuth(request.auth).tenant.id, request.params.id);
      if (!row) throw notFound('Supplier');
      return toSupplier(row);
    },
  });

  app.post('/', {
    config: { can: ['create', 'Purchase'], idempotent: true },
    schema: { tags, body: supplierBodySchema, response: { 201: supplierSchema } },
    handler: async (request, reply) => {
      reply.code(201);
      return createSupplier(app.deps, requireAuth(request.auth), request.body);
    },
  });

  app.patch('/:id', {
    config: { can: ['update', 'Purchase'] },
    schema: {
      tags,
      params: idParamsSchema,
      body: updateSupplierBodySchema,
      response: { 200: supplierSchema },
    },
    handler: (request) =>
      editSupplier(app.deps, requireAuth(request.auth), request.params.id, request.body),
  });
};

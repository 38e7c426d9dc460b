import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  purchaseListQuerySchema,
  purchaseListResponseSchema,
  purchaseOrderBodySchema,
  purchaseOrderSchema,
  purchaseStatusBodySchema,
  receiptBodySchema,
  reorderQuerySchema,
  reorderResponseSchema,
  updatePurchaseOrderBodySchema,
} from '@sp/contracts/api';
import { requireAuth } from '../../kernel/types';
import { refuseHiddenCost } from '../users';
import { marketplaceOnly } from './marketplace-only';
import { listPurchases } from './purchase-repository';
import { changeStatus, createPurchase, editPurchase, loadPurchase } from './purchase-service';
import { purchaseOrderPdf } from './pdf-service';
import { receiveGoods } from './receipt-service';
import { reorderSuggestions } from './reorder-service';
import { toSummary } from './views';

const tags = ['purchase'];
const one = { 200: purchaseOrderSchema };

/** Purchase orders (/api/purchase-orders), their status workflow and their receipts. */
export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook('preValidation', marketplaceOnly('Purchase orders'));
  // Purchase orders are prices first: hidden whole from an agent who may not see cost.
  app.addHook('preValidation', refuseHiddenCost(db, ['Purchase']));

  app.get('/', {
    config: { can: ['read', 'Purchase'] },
    schema: {
      tags,
      querystring: purchaseListQuerySchema,
      response: { 200: purchaseListResponseSchema },
    },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const q = request.query;
      // The store chosen in the top bar (X-Store-ID) scopes the list unless the query names one (issue 30.7).
      const storeIds = !q.storeId && auth.storeId ? [auth.storeId] : auth.storeIds;
      const { items, total } = await listPurchases(db, {
        ...q,
        tenantId: auth.tenant.id,
        storeIds,
      });
      return { items: items.map(toSummary), total, page: q.page, pageSize: q.pageSize };
    },
  });

  app.get('/reorder-suggestions', {
    config: { can: ['create', 'Purchase'] },
    schema: { tags, querystring: reorderQuerySchema, response: { 200: reorderResponseSchema } },
    handler: (request) => reorderSuggestions(db, requireAuth(request.auth), request.query.storeId),
  });

  app.get('/:id', {
    config: { can: ['read', 'Purchase'] },
    schema: { tags, params: idParamsSchema, response: one },
    handler: (request) => loadPurchase(db, requireAuth(request.auth), request.params.id),
  });

  app.get('/:id/pdf', {
    config: { can: ['read', 'Purchase'] },
    schema: { tags, params: idParamsSchema },
    handler: async (request, reply) => {
      const { pdf, fileName } = await purchaseOrderPdf(
        db,
        requireAuth(request.auth),
        request.params.id,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  });

  app.post('/', {
    config: { can: ['create', 'Purchase'], idempotent: true },
    schema: { tags, body: purchaseOrderBodySchema, response: { 201: purchaseOrderSchema } },
    handler: async (request, reply) => {
      reply.code(201);
      return createPurchase(app.deps, requireAuth(request.auth), request.body);
    },
  });

  app.patch('/:id', {
    config: { can: ['update', 'Purchase'] },
    schema: { tags, params: idParamsSchema, body: updatePurchaseOrderBodySchema, response: one },
    handler: (request) =>
      editPurchase(app.deps, requireAuth(request.auth), request.params.id, request.body),
  });

  app.post('/:id/status', {
    config: { can: ['update', 'Purchase'] },
    schema: { tags, params: idParamsSchema, body: purchaseStatusBodySchema, response: one },
    handler: (request) =>
      changeStatus(app.deps, requireAuth(request.auth), request.params.id, request.body.status),
  });

  app.post('/:id/receipts', {
    config: { can: ['update', 'Purchase'], idempotent: true },
    schema: {
      tags,
      params: idParamsSchema,
      body: receiptBodySchema,
      response: { 201: purchaseOrderSchema },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return receiveGoods(app.deps, requireAuth(request.auth), request.params.id, request.body);
    },
  });
};

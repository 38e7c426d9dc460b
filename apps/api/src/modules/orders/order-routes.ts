import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOrderBodySchema,
  idParamsSchema,
  orderBulkAssignBodySchema,
  orderCallBodySchema,
  orderBulkResultSchema,
  orderBulkStatusBodySchema,
  orderCountsQuerySchema,
  orderCountsResponseSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderSchema,
  orderSearchQuerySchema,
  orderSearchResponseSchema,
  orderStatuses,
  orderStatusBodySchema,
  updateOrderBodySchema,
  type OrderStatus,
} from '@sp/contracts/api';
import { viewSerializerCompiler } from '../../kernel/http/serializer';
import { countByStatus, LIST_COUNT_CAP, listOrders } from './repository';
import { searchOrders } from './widgets';
import {
  actorOf,
  bulkAssign,
  createOrder,
  editOrder,
  getOrder,
  listActorOf,
  recordReturnerCall,
} from './service';
import { bulkStatus, changeStatus } from './workflow';
import { toSummary } from './views';
import { riskOf } from './customers';
import { defaultOrderSettings } from './settings';

const tags = ['orders'];
const one = { 200: orderSchema };

/** /api/orders: the order desk. Every query is scoped by tenant and by the caller's stores. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get('/', {
    config: { can: ['read', 'Order'] },
    schema: { tags, querystring: orderListQuerySchema, response: { 200: orderListResponseSchema } },
    // The desk's busiest read; each row is a view built field by field (toSummary).
    serializerCompiler: viewSerializerCompiler,
    handler: async (request) => {
      const q = request.query;
      const scope = listActorOf(request.caller, q);
      // The page, its total, each row's returner flag (over every store the caller may
      // use) and its tags in one statement: one round trip, not four (issue 35).
      const { items, returnerOf, total, totalExact, totalEstimate } = await listOrders(
        db,
        scope,
        q,
        LIST_COUNT_CAP,
        {
          storeIds: actorOf(request.caller).storeIds,
          defaultThreshold: defaultOrderSettings.returnerThreshold,
        },
      );
      return {
        items: items.map((r, i) => {
          const returner = returnerOf(i);
          const item = toSummary(
            r,
            r.agentName,
            returner && riskOf(returner.counts, { returnerThreshold: returner.threshold }),
          );
          // Set on the summary rather than spread into a copy of its 20 fields (issue 35).
          item.tags = r.tags ?? [];
          return item;
        }),
        total,
        totalExact,
        totalEstimate,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  });

  app.get('/counts', {
    config: { can: ['read', 'Order'] },
    schema: {
      tags,
      querystring: orderCountsQuerySchema,
      response: { 200: orderCountsResponseSchema },
    },
    handler: async (request) => {
      const rows = await countByStatus(
        db,
        listActorOf(request.caller, request.query),
        request.query,
      );
      const counts = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as Record<
        OrderStatus,
        number
      >;
      for (const r of rows) counts[r.status] = Number(r.n);
      return { counts, all: Object.values(counts).reduce((a, b) => a + b, 0) };
    },
  });

  app.get('/search', {
    config: { can: ['read', 'Order'] },
    schema: {
      tags,
      querystring: orderSearchQuerySchema,
      response: { 200: orderSearchResponseSchema },
    },
    handler: async (request) => ({
      items: (await searchOrders(db, actorOf(request.caller), request.query.q)).map((r) =>
        toSummary(r.order, r.agentName),
      ),
    }),
  });

  app.get('/:id', {
    config: { can: ['read', 'Order'] },
    schema: { tags, params: idParamsSchema, response: one },
    handler: (request) => getOrder(db, actorOf(request.caller), request.params.id),
  });

  app.post('/', {
    config: { can: ['create', 'Order'], idempotent: 'in-transaction' },
    schema: { tags, body: createOrderBodySchema, response: { 201: orderSchema } },
    handler: async (request, reply) => {
      reply.code(201);
      return createOrder(app.deps, request.caller, request.body, request.idempotency);
    },
  });

  app.patch('/:id', {
    config: { can: ['update', 'Order'] },
    schema: { tags, params: idParamsSchema, body: updateOrderBodySchema, response: one },
    handler: (request) => editOrder(app.deps, request.caller, request.params.id, request.body),
  });

  app.post('/:id/status', {
    config: { can: ['update', 'Order'] },
    schema: { tags, params: idParamsSchema, body: orderStatusBodySchema, response: one },
    handler: async (request) => {
      const actor = actorOf(request.caller);
      await changeStatus(
        app.deps,
        actor,
        request.params.id,
        request.body.status,
        request.body.note,
      );
      return getOrder(db, actor, request.params.id);
    },
  });

  app.post('/:id/call', {
    config: { can: ['update', 'Order'] },
    schema: { tags, params: idParamsSchema, body: orderCallBodySchema, response: one },
    handler: (request) =>
      recordReturnerCall(app.deps, request.caller, request.params.id, request.body.note),
  });

  app.post('/bulk-status', {
    config: { can: ['update', 'Order'] },
    schema: { tags, body: orderBulkStatusBodySchema, response: { 200: orderBulkResultSchema } },
    handler: (request) =>
      bulkStatus(
        app.deps,
        actorOf(request.caller),
        request.body.ids,
        request.body.status,
        request.body.note,
      ),
  });

  app.post('/bulk-assign', {
    config: { can: ['update', 'Order'] },
    schema: { tags, body: orderBulkAssignBodySchema, response: { 200: orderBulkResultSchema } },
    handler: (request) =>
      bulkAssign(app.deps, request.caller, request.body.ids, request.body.agentId),
  });
};

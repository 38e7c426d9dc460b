import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fulfillmentAgentBodySchema,
  fulfillmentAgentListQuerySchema,
  fulfillmentAgentListResponseSchema,
  fulfillmentAgentSchema,
  idParamsSchema,
  updateFulfillmentAgentBodySchema,
} from '@sp/contracts/api';
import { notFound } from '../../kernel/errors';
import { findAgentInTenant, listAgents } from './repository';
import { createAgent, editAgent, toAgent } from './service';
import { requireAuth } from '../../kernel/types';

const tags = ['fulfillment-agents'];
const one = { 200: fulfillmentAgentSchema };

/** Couriers and delivery agents of the caller's tenant (deactivated, never deleted: orders refer to them). */
export const fulfillmentAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  // Couriers belong to the marketplace reading (C9): an agency tenant has none to see.
  app.addHook('preValidation', async (request) => {
    if (requireAuth(request.auth).tenant.kind !== 'marketplace')
      throw notFound('Fulfillment agents');
  });

  app.get('/', {
    config: { can: ['read', 'FulfillmentAgent'] },
    schema: {
      tags,
      querystring: fulfillmentAgentListQuerySchema,
      response: { 200: fulfillmentAgentListResponseSchema },
    },
    handler: async (request) => {
      const q = request.query;
      const { items, total } = await listAgents(db, {
        ...q,
        tenantId: requireAuth(request.auth).tenant.id,
      });
      return { items: items.map(toAgent), total, page: q.page, pageSize: q.pageSize };
    },
  });

  app.get('/:id', {
    config: { can: ['read', 'FulfillmentAgent'] },
    schema: { tags, params: idParamsSchema, response: one },
    handler: async (request) => {
      const row = await findAgentInTenant(
        db,
        requireAuth(request.auth).tenant.id,
        request.params.id,
      );
      if (!row) throw notFound('Fulfillment agent');
      return toAgent(row);
    },
  });

  app.post('/', {
    config: { can: ['create', 'FulfillmentAgent'], idempotent: true },
    schema: { tags, body: fulfillmentAgentBodySchema, response: { 201: fulfillmentAgentSchema } },
    handler: async (request, reply) => {
      reply.code(201);
      return createAgent(app.deps, requireAuth(request.auth), request.body);
    },
  });

  app.patch('/:id', {
    config: { can: ['update', 'FulfillmentAgent'] },
    schema: { tags, params: idParamsSchema, body: updateFulfillmentAgentBodySchema, response: one },
    handler: (request) =>
      editAgent(app.deps, requireAuth(request.auth), request.params.id, request.body),
  });
};

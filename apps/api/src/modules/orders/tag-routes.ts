import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  orderTagCountsResponseSchema,
  orderTagsBodySchema,
  orderTagsResponseSchema,
} from '@sp/contracts/api';
import { actorOf, listActorOf } from './service';
import { setOrderTags, tagCounts } from './tags';

const tags = ['orders'];

/**
 * /api/orders/tags and /api/orders/:id/tags (issue 34). Tagging is editing the order: who
 * may update an order may tag it, whatever its status (a delivered order may still be VIP).
 */
export const orderTagRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get('/tags', {
    config: { can: ['read', 'Order'] },
    schema: { tags, response: { 200: orderTagCountsResponseSchema } },
    handler: async (request) => ({ items: await tagCounts(db, listActorOf(request.caller)) }),
  });

  app.put('/:id/tags', {
    config: { can: ['update', 'Order'] },
    schema: {
      tags,
      params: idParamsSchema,
      body: orderTagsBodySchema,
      response: { 200: orderTagsResponseSchema },
    },
    handler: async (request) =>
      setOrderTags(db, actorOf(request.caller), request.params.id, request.body.tags),
  });
};

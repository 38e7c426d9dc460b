import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { labelsBodySchema } from '@sp/contracts/api';
import { printLabels } from './labels';
import { actorOf } from './service';

/** POST /api/labels { orderIds, format: '4x6' | 'a4' } -> application/pdf, one label per order. */
export const labelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/', {
    config: { can: ['create', 'Label'] },
    schema: { tags: ['labels'], body: labelsBodySchema },
    handler: async (request, reply) => {
      const pdf = await printLabels(app.deps, actorOf(request.caller), request.body.orderIds, request.body.format);
      const name = `labels-${new Date().toISOString().slice(0, 10)}.pdf`;
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${name}"`).send(pdf);
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  labelBatchBodySchema,
  labelBatchListSchema,
  labelBatchSchema,
  labelsBodySchema,
} from '@sp/contracts/api';
import { getLabelBatch, labelBatchPdf, recentLabelBatches, startLabelBatch } from './label-batches';
import { printLabels } from './labels';
import { actorOf } from './service';

const tags = ['labels'];
const fileName = () => `labels-${new Date().toISOString().slice(0, 10)}.pdf`;

/**
 * POST /api/labels { orderIds, format: '4x6' | 'a4' } -> application/pdf, one label per order,
 * for up to LABELS_AT_ONCE orders. Larger selections: POST /api/labels/batches (202, a job),
 * then GET /api/labels/batches/{id}/pdf once its job is done.
 */
export const labelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/', {
    config: { can: ['create', 'Label'] },
    schema: { tags, body: labelsBodySchema },
    handler: async (request, reply) => {
      const pdf = await printLabels(
        app.deps,
        actorOf(request.caller),
        request.body.orderIds,
        request.body.format,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName()}"`)
        .send(pdf);
    },
  });

  app.post('/batches', {
    config: { can: ['create', 'Label'], idempotent: true },
    schema: { tags, body: labelBatchBodySchema, response: { 202: labelBatchSchema } },
    handler: async (request, reply) => {
      reply.code(202);
      return startLabelBatch(
        app.deps,
        actorOf(request.caller),
        request.body.orderIds,
        request.body.format,
      );
    },
  });

  app.get('/batches', {
    config: { can: ['create', 'Label'] },
    schema: { tags, response: { 200: labelBatchListSchema } },
    handler: (request) => recentLabelBatches(app.deps, actorOf(request.caller)),
  });

  app.get('/batches/:id', {
    config: { can: ['create', 'Label'] },
    schema: { tags, params: idParamsSchema, response: { 200: labelBatchSchema } },
    handler: (request) => getLabelBatch(app.deps, actorOf(request.caller), request.params.id),
  });

  app.get('/batches/:id/pdf', {
    config: { can: ['create', 'Label'] },
    schema: { tags, params: idParamsSchema },
    handler: async (request, reply) => {
      const pdf = await labelBatchPdf(app.deps, actorOf(request.caller), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName()}"`)
        .send(pdf);
    },
  });
};

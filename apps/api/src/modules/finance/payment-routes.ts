import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allocationBodySchema,
  allocationCandidateSchema,
  allocationParamsSchema,
  idParamsSchema,
  paymentBodySchema,
  paymentDetailSchema,
  paymentListQuerySchema,
  paymentListResponseSchema,
  updatePaymentBodySchema,
  voidPaymentBodySchema,
} from '@sp/contracts/api';
import { notFound } from '../../kernel/errors';
import { allocationCandidates } from './allocation-service';
import { findPayment } from './payment-repository';
import { inTopBarStore } from './store-scope';
import { allocatePayment, createPayment, editPayment, paymentDetail, paymentList, unallocatePayment, voidPayment } from './payment-service';

const tags = ['finance'];

/** /api/payments: money in and out, voided never deleted, and what each payment settles. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get('/', {
    config: { can: ['read', 'Payment'] },
    schema: { tags, querystring: paymentListQuerySchema, response: { 200: paymentListResponseSchema } },
    handler: (request) => paymentList(db, request.caller.tenant.id, inTopBarStore(request.query, request.caller)),
  });

  app.get('/:id', {
    config: { can: ['read', 'Payment'] },
    schema: { tags, params: idParamsSchema, response: { 200: paymentDetailSchema } },
    handler: (request) => paymentDetail(db, request.caller.tenant.id, request.params.id),
  });

  app.post('/', {
    config: { can: ['create', 'Payment'], idempotent: true },
    schema: { tags, body: paymentBodySchema, response: { 201: paymentDetailSchema } },
    handler: async (request, reply) => {
      reply.code(201);
      return createPayment(app.deps, request.caller, request.body);
    },
  });

  app.patch('/:id', {
    config: { can: ['update', 'Payment'] },
    schema: { tags, params: idParamsSchema, body: updatePaymentBodySchema, response: { 200: paymentDetailSchema } },
    handler: (request) => editPayment(app.deps, request.caller, request.params.id, request.body),
  });

  app.post('/:id/void', {
    config: { can: ['update', 'Payment'] },
    schema: { tags, params: idParamsSchema, body: voidPaymentBodySchema, response: { 200: paymentDetailSchema } },
    handler: (request) => voidPayment(app.deps, request.caller, request.params.id, request.body.reason),
  });

  app.get('/:id/allocation-candidates', {
    config: { can: ['read', 'Payment'] },
    schema: { tags, params: idParamsSchema, response: { 200: z.array(allocationCandidateSchema) } },
    handler: async (request) => {
      const payment = await findPayment(db, request.caller.tenant.id, request.params.id);
      if (!payment) throw notFound('Payment');
      return allocationCandidates(db, payment);
    },
  });

  app.post('/:id/allocations', {
    config: { can: ['update', 'Payment'] },
    schema: { tags, params: idParamsSchema, body: allocationBodySchema, response: { 200: paymentDetailSchema } },
    handler: (request) => allocatePayment(app.deps, request.caller, request.params.id, request.body.items),
  });

  app.delete('/:id/allocations/:allocationId', {
    config: { can: ['update', 'Payment'] },
    schema: { tags, params: allocationParamsSchema, response: { 200: paymentDetailSchema } },
    handler: (request) => unallocatePayment(app.deps, request.caller, request.params.id, request.params.allocationId),
  });
};

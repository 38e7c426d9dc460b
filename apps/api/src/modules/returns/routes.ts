import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyCreditBodySchema,
  createRefundBodySchema,
  createReturnBodySchema,
  creditUseSchema,
  customerCreditSchema,
  idParamsSchema,
  receiveReturnBodySchema,
  refundSchema,
  returnableSchema,
  returnListQuerySchema,
  returnListResponseSchema,
  returnReasonBodySchema,
  returnReasonListSchema,
  returnReasonPatchSchema,
  returnReasonSchema,
  returnSchema,
} from '@sp/contracts/api';
import { fromMinor } from '../../kernel/money';
import { findCustomer } from '../orders';
import { seesCost } from '../users';
import { notFound } from '../../kernel/errors';
import { actorOf } from './actor';
import { closeReturn, createReturn } from './create';
import { createReason, reasonsOf, toReason, updateReason } from './reasons';
import { receiveReturn } from './receive';
import { applyCredit, createRefund, creditBalances } from './refunds';
import { creditNotePdf } from './credit-note-pdf';
import { getReturn, listReturns, refundsOfOrder, refundView, returnableView } from './views';
import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../kernel/types';
import { refunds } from './tables';

const tags = ['returns'];
const orderParams = z.object({ orderId: z.uuid() });
const customerParams = z.object({ customerId: z.uuid() });

/**
 * /api/returns (issue 31.1-2): return requests, their receipt line by line, refunds, credit
 * notes and the customers' credit. Who may: read Order to see; update Order to ask a
 * return; update Inventory to receive or close one (stock comes back); create Payment to
 * give money back; update Store to configure reasons.
 */
export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const view = async (request: { caller: AuthContext }, id: string) =>
    getReturn(db, actorOf(request.caller), id, await seesCost(db, request.caller));

  app.get('/reasons', {
    config: { can: ['read', 'Order'] },
    schema: { tags, response: { 200: returnReasonListSchema } },
    handler: async (request) => ({
      items: (await reasonsOf(db, request.caller.tenant.id)).map(toReason),
    }),
  });
  app.post('/reasons', {
    config: { can: ['update', 'Store'] },
    schema: { tags, body: returnReasonBodySchema, response: { 201: returnReasonSchema } },
    handler: async (request, reply) => {
      reply.code(201);
      return createReason(db, request.caller.tenant.id, request.body);
    },
  });
  app.patch('/reasons/:id', {
    config: { can: ['update', 'Store'] },
    schema: {
      tags,
      params: idParamsSchema,
      body: returnReasonPatchSchema,
      response: { 200: returnReasonSchema },
    },
    handler: (request) =>
      updateReason(db, request.caller.tenant.id, request.params.id, request.body),
  });

  app.get('/', {
    config: { can: ['read', 'Order'] },
    schema: {
      tags,
      querystring: returnListQuerySchema,
      response: { 200: returnListResponseSchema },
    },
    handler: (request) => listReturns(db, actorOf(request.caller), request.query),
  });
  app.post('/', {
    config: { can: ['update', 'Order'] },
    schema: { tags, body: createReturnBodySchema, response: { 201: returnSchema } },
    handler: async (request, reply) => {
      const id = await createReturn(db, actorOf(request.caller), request.body);
      reply.code(201);
      return view(request, id);
    },
  });
  app.get('/orders/:orderId', {
    config: { can: ['read', 'Order'] },
    schema: { tags, params: orderParams, response: { 200: returnableSchema } },
    handler: (request) => returnableView(db, actorOf(request.caller), request.params.orderId),
  });
  app.get('/orders/:orderId/refunds', {
    config: { can: ['read', 'Order'] },
    schema: {
      tags,
      params: orderParams,
      response: { 200: z.object({ items: z.array(refundSchema) }) },
    },
    handler: async (request) => ({
      items: await refundsOfOrder(db, actorOf(request.caller), request.params.orderId),
    }),
  });
  app.post('/refunds', {
    config: { can: ['create', 'Payment'] },
    schema: { tags, body: createRefundBodySchema, response: { 201: refundSchema } },
    handler: async (request, reply) => {
      const id = await createRefund(db, actorOf(request.caller), request.body);
      const [row] = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.tenantId, request.caller.tenant.id), eq(refunds.id, id)));
      reply.code(201);
      return refundView(row!);
    },
  });
  app.get('/credit-notes/:id/pdf', {
    config: { can: ['read', 'Order'] },
    schema: {
      tags,
      params: idParamsSchema,
      summary:
        "A credit note as PDF, in the store's document language, referring to the order's invoice",
    },
    handler: async (request, reply) => {
      const { number, pdf } = await creditNotePdf(db, actorOf(request.caller), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${number}.pdf"`)
        .send(pdf);
    },
  });
  app.get('/credits/:customerId', {
    config: { can: ['read', 'Order'] },
    schema: { tags, params: customerParams, response: { 200: customerCreditSchema } },
    handler: async (request) => {
      if (!(await findCustomer(db, request.caller.tenant.id, request.params.customerId)))
        throw notFound('Customer');
      const balances = await creditBalances(
        db,
        request.caller.tenant.id,
        request.params.customerId,
      );
      return {
        customerId: request.params.customerId,
        balances: balances.map((b) => ({
          currency: b.currency,
          balance: fromMinor(b.balanceMinor),
        })),
      };
    },
  });
  app.post('/credits/apply', {
    config: { can: ['create', 'Payment'] },
    schema: { tags, body: applyCreditBodySchema, response: { 201: creditUseSchema } },
    handler: async (request, reply) => {
      reply.code(201);
      return applyCredit(db, actorOf(request.caller), request.body);
    },
  });

  app.get('/:id', {
    config: { can: ['read', 'Order'] },
    schema: { tags, params: idParamsSchema, response: { 200: returnSchema } },
    handler: (request) => view(request, request.params.id),
  });
  app.post('/:id/receive', {
    config: { can: ['update', 'Inventory'] },
    schema: {
      tags,
      params: idParamsSchema,
      body: receiveReturnBodySchema,
      response: { 200: returnSchema },
    },
    handler: async (request) => {
      await receiveReturn(db, actorOf(request.caller), request.params.id, request.body);
      return view(request, request.params.id);
    },
  });
  app.post('/:id/close', {
    config: { can: ['update', 'Inventory'] },
    schema: { tags, params: idParamsSchema, response: { 200: returnSchema } },
    handler: async (request) => {
      await closeReturn(db, actorOf(request.caller), request.params.id);
      return view(request, request.params.id);
    },
  });
};

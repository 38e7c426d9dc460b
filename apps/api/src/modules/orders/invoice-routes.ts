import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, invoicesBodySchema } from '@sp/contracts/api';
import { invoicesPdf } from './invoices';
import { packingSlipPdf } from './packing-slip';
import { actorOf } from './service';

const tags = ['invoices'];

/**
 * Documents of an order (issue 31.4), beside /api/labels: its invoice (issued on the first
 * request, the same frozen document on every later one), invoices in bulk, the packing slip.
 * Whoever may read the order may print them.
 */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:id/invoice', {
    config: { can: ['read', 'Order'] },
    schema: {
      tags,
      params: idParamsSchema,
      summary:
        "The order's invoice as PDF, issued (numbered, frozen) on the first request; 409 invoice_refused for a pending, cancelled or returned order",
    },
    handler: async (request, reply) => {
      const { rows, pdf } = await invoicesPdf(app.deps, actorOf(request.caller), [
        request.params.id,
      ]);
      const number = rows[0]!.number;
      return reply
        .type('application/pdf')
        .header('x-invoice-number', number)
        .header('content-disposition', `inline; filename="${number}.pdf"`)
        .send(pdf);
    },
  });

  app.post('/invoices', {
    config: { can: ['read', 'Order'] },
    schema: {
      tags,
      body: invoicesBodySchema,
      summary:
        'The invoices of the selected orders as one PDF, each issued if not yet; the whole selection is refused (409) if one order cannot have one',
    },
    handler: async (request, reply) => {
      const { pdf } = await invoicesPdf(app.deps, actorOf(request.caller), request.body.orderIds);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="invoices-${new Date().toISOString().slice(0, 10)}.pdf"`,
        )
        .send(pdf);
    },
  });

  app.get('/:id/packing-slip', {
    config: { can: ['read', 'Order'] },
    schema: {
      tags,
      params: idParamsSchema,
      summary:
        "The order's packing slip as PDF: items and quantities, no prices, in the store's language",
    },
    handler: async (request, reply) => {
      const { number, pdf } = await packingSlipPdf(
        app.deps,
        actorOf(request.caller),
        request.params.id,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="packing-slip-${number}.pdf"`)
        .send(pdf);
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createShipmentBodySchema,
  deliverShipmentBodySchema,
  orderSchema,
  shipmentLabelBodySchema,
} from '@sp/contracts/api';
import { actorOf, getOrder } from './service';
import { printShipmentLabel, shipPart } from './shipment-service';
import { deliverShipment } from './shipment-delivery';

const tags = ['orders'];
const shipmentParams = z.object({ id: z.uuid(), shipmentId: z.uuid() });

/**
 * POST /api/orders/{id}/shipments: ships some lines (quantities) of a confirmed or packed
 * order, 201 with the order. POST /api/orders/{id}/shipments/{shipmentId}/label: that
 * shipment's label as a PDF. POST /api/orders/{id}/shipments/{shipmentId}/deliver: that
 * shipment alone delivered (the last one of a shipped order delivers the order).
 */
export const shipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/:id/shipments', {
    config: { can: ['update', 'Order'] },
    schema: {
      tags,
      params: z.object({ id: z.uuid() }),
      body: createShipmentBodySchema,
      response: { 201: orderSchema },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request.caller);
      await shipPart(app.deps, actor, request.params.id, request.body);
      reply.code(201);
      return getOrder(app.deps.db, actor, request.params.id);
    },
  });

  app.post('/:id/shipments/:shipmentId/label', {
    config: { can: ['create', 'Label'] },
    schema: { tags, params: shipmentParams, body: shipmentLabelBodySchema },
    handler: async (request, reply) => {
      const pdf = await printShipmentLabel(
        app.deps,
        actorOf(request.caller),
        request.params.id,
        request.params.shipmentId,
        request.body.format,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="label-shipment.pdf"`)
        .send(pdf);
    },
  });
  app.post('/:id/shipments/:shipmentId/deliver', {
    config: { can: ['update', 'Order'] },
    schema: {
      tags,
      summary: 'Marks one shipment delivered; the journal posts only its part of the order',
      params: shipmentParams,
      body: deliverShipmentBodySchema,
      response: { 200: orderSchema },
    },
    handler: async (request) => {
      const actor = actorOf(request.caller);
      await deliverShipment(
        app.deps,
        actor,
        request.params.id,
        request.params.shipmentId,
        request.body.note,
      );
      return getOrder(app.deps.db, actor, request.params.id);
    },
  });
};

import { z } from 'zod';

/**
 * Partial shipment (issue 30.6): an order leaves in one or more shipments, each with its
 * own courier, tracking number and label, carrying some quantity of some lines; the rest
 * stays open. A whole-order ship (status shipped) is one shipment of everything open.
 */

/** none: nothing left yet; partial: some units left, the rest is open; complete: everything left. */
export const fulfilmentStates = ['none', 'partial', 'complete'] as const;
export const fulfilmentStateSchema = z.enum(fulfilmentStates);
export type FulfilmentState = z.infer<typeof fulfilmentStateSchema>;

export const shipmentStatuses = ['shipped', 'delivered', 'returned'] as const;
export const shipmentStatusSchema = z.enum(shipmentStatuses);

export const orderShipmentSchema = z.object({
  id: z.uuid(),
  /** 1, 2, ... within the order. */
  position: z.number().int(),
  status: shipmentStatusSchema,
  agentId: z.uuid().nullable(),
  agentName: z.string().nullable(),
  trackingNumber: z.string(),
  /** The cash this shipment's courier collects. */
  codAmount: z.string(),
  labelPrintedAt: z.string().nullable(),
  labelPrintCount: z.number().int(),
  createdAt: z.string(),
  lines: z.array(
    z.object({
      lineId: z.uuid(),
      productId: z.uuid(),
      sku: z.string(),
      name: z.string(),
      quantity: z.number().int(),
    }),
  ),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/** Per order line: what left, what was delivered, what is still open. */
export const orderLineProgressSchema = z.object({
  lineId: z.uuid(),
  ordered: z.number().int(),
  shipped: z.number().int(),
  delivered: z.number().int(),
  open: z.number().int(),
});
export type OrderLineProgress = z.infer<typeof orderLineProgressSchema>;

/** The fields partial shipment adds to an order's detail. */
export const orderShipmentFieldsShape = {
  shipments: z.array(orderShipmentSchema),
  lineProgress: z.array(orderLineProgressSchema),
};

export const createShipmentBodySchema = z.strictObject({
  /** The quantity of each line this shipment carries (lines not named stay open). */
  lines: z
    .array(z.strictObject({ lineId: z.uuid(), quantity: z.number().int().min(1).max(100_000) }))
    .min(1)
    .max(200),
  /** The shipment's courier (the order's by default); a COD order needs one. */
  agentId: z.uuid().nullable().optional(),
  trackingNumber: z.string().trim().max(64).optional(),
  /** The cash its courier collects; by default what of the order's COD is not on an earlier shipment. */
  codAmount: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/)
    .optional(),
  note: z.string().trim().max(500).default(''),
});
export type CreateShipmentBody = z.input<typeof createShipmentBodySchema>;
export type CreateShipmentInput = z.output<typeof createShipmentBodySchema>;

export const shipmentLabelBodySchema = z.strictObject({
  format: z.enum(['4x6', 'a4']).default('4x6'),
});

/** POST /api/orders/{id}/shipments/{shipmentId}/deliver (issue 31.1): one shipment delivered. */
export const deliverShipmentBodySchema = z.strictObject({
  note: z.string().trim().max(500).default(''),
});
export type DeliverShipmentBody = z.input<typeof deliverShipmentBodySchema>;

import { z } from 'zod';

/**
 * Issue 30, the order desk a seller trusts: reservation, the tenant's order rules, labels
 * tied to a version of the order. Kept apart from orders.ts so the order shapes stay small.
 */

/** none: nothing held; reserved: its units are held in its store; backorder: confirmed short. */
export const stockStates = ['none', 'reserved', 'backorder'] as const;
export const stockStateSchema = z.enum(stockStates);
export type StockState = z.infer<typeof stockStateSchema>;

export const orderSettingsSchema = z.object({
  /** A confirm short of stock is kept as a backorder (holding nothing) instead of refused. */
  allowBackorder: z.boolean(),
  /** Returned or refused past COD orders of a phone from which its new orders are flagged (0: never). */
  returnerThreshold: z.number().int().min(0).max(100),
  /** A flagged order needs a recorded confirmation call before it can be confirmed. */
  returnerCallRequired: z.boolean(),
  /** Whether the agent role sees cost prices (the API omits them otherwise). */
  agentsSeeCost: z.boolean(),
});
export type OrderSettings = z.infer<typeof orderSettingsSchema>;
export const orderSettingsBodySchema = orderSettingsSchema.partial().strict();

/** What one order holds in its store, per product. */
export const orderReservationSchema = z.object({ productId: z.uuid(), quantity: z.number().int() });

/** The fields issue 30 adds to an order's detail. */
export const orderDeskFieldsShape = {
  stockState: stockStateSchema,
  reservations: z.array(orderReservationSchema),
  /** When an edit voided the printed label (address, COD or lines changed); null once reprinted. */
  labelVoidAt: z.string().nullable(),
  /** When the confirmation call to a flagged returner was recorded (null: not yet). */
  returnerCallAt: z.string().nullable(),
};

/**
 * Returner risk (issue 30.5): the customer's past cash-on-delivery orders that came back
 * (returned, which includes refused at the door), with how many COD orders they had. An
 * order carries it only when the count reaches the tenant's `returnerThreshold`.
 */
export const returnerRiskSchema = z.object({
  returned: z.number().int(),
  codOrders: z.number().int(),
});
export type ReturnerRisk = z.infer<typeof returnerRiskSchema>;

/** The customer fields issue 30 adds to an order (list rows and detail). */
export const orderCustomerFieldsShape = {
  customerId: z.uuid().nullable(),
  /** Null unless the customer is a flagged returner. */
  returner: returnerRiskSchema.nullable(),
};

export const orderCallBodySchema = z.strictObject({ note: z.string().trim().max(500).default('') });
export type OrderCallBody = z.input<typeof orderCallBodySchema>;
export * from './order-shipments';

import { z } from 'zod';
import { pageQueryShape } from './errors';
import { orderSummarySchema } from './orders';
import { returnerRiskSchema } from './order-desk';

/**
 * Customers (issue 30.4): the buyers behind the orders, one per phone (its last nine digits).
 * Counts and amounts are over the orders of the stores the reader may use.
 */
export const customerAmountSchema = z.object({ currency: z.string(), amount: z.string() });

export const customerSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string(),
  city: z.string(),
  ordersCount: z.number().int(),
  deliveredCount: z.number().int(),
  returnedCount: z.number().int(),
  cancelledCount: z.number().int(),
  /** Delivered orders' totals, per currency. */
  lifetimeValue: z.array(customerAmountSchema),
  lastOrderAt: z.string().nullable(),
  /** Set when the customer's returned COD orders reach the tenant's threshold. */
  returner: returnerRiskSchema.nullable(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerSchema = customerSummarySchema.extend({
  address: z.string(),
  /** The latest orders first (up to 100). */
  orders: z.array(orderSummarySchema),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerListQuerySchema = z.strictObject({
  ...pageQueryShape,
  search: z.string().trim().max(100).optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;
export const customerListResponseSchema = z.object({
  items: z.array(customerSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** The order form's lookup: the customer of a phone, if the tenant has one. */
export const customerByPhoneQuerySchema = z.strictObject({
  phone: z.string().trim().min(4).max(40),
});
export const customerByPhoneResponseSchema = z.object({
  customer: customerSummarySchema.extend({ address: z.string() }).nullable(),
});

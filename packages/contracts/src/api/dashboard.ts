import { z } from 'zod';

/**
 * The dashboards' own figures (docs/admin.md, "Dashboards"): what an admin opens the day on
 * (trends and what needs action) and what a member of staff did and has to do.
 */
export const dashboardQuerySchema = z.strictObject({
  /** The reader's time zone: days are the reader's days. */
  tz: z.string().trim().max(64).optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const TREND_DAYS = 30;

export const adminDashboardSchema = z.object({
  /** Orders and revenue (orders not cancelled) per day over TREND_DAYS days, one series per currency. */
  trends: z.array(
    z.object({
      currency: z.string(),
      orders: z.number().int(),
      revenue: z.string(),
      days: z.array(z.object({ day: z.string(), orders: z.number().int(), revenue: z.string() })),
    }),
  ),
  /** Cash on delivery of delivered orders not remitted after the courier's rhythm (remit every N days). */
  codOverdue: z.array(
    z.object({
      agentId: z.string(),
      agent: z.string(),
      currency: z.string(),
      orders: z.number().int(),
      amount: z.string(),
      oldestDays: z.number().int(),
    }),
  ),
  /** Orders confirmed or packed, those waiting for stock, and the products short to ship them. */
  toShip: z.object({
    orders: z.number().int(),
    waiting: z.number().int(),
    short: z.array(
      z.object({
        productId: z.string(),
        sku: z.string(),
        name: z.string(),
        needed: z.number().int(),
        available: z.number().int(),
      }),
    ),
  }),
  /** Products at or under their low-stock level, with the days the stock lasts at the last 30 days' pace. */
  lowStock: z.array(
    z.object({
      productId: z.string(),
      sku: z.string(),
      name: z.string(),
      storeId: z.string(),
      storeName: z.string(),
      onHand: z.number().int(),
      lowStockLevel: z.number().int(),
      perDay: z.number(),
      daysOfCover: z.number().int().nullable(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** A member's own work: the orders they took, today and over 30 days, and where those stand. */
export const myDashboardSchema = z.object({
  orders: z
    .object({
      today: z.number().int(),
      pending: z.number().int(),
      toShip: z.number().int(),
      shipped: z.number().int(),
      delivered30: z.number().int(),
      returned30: z.number().int(),
    })
    .nullable(),
});
export type MyDashboard = z.infer<typeof myDashboardSchema>;

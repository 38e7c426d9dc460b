/**
 * Orders: a marketplace seller's order desk (the orders remote), its status workflow,
 * report, export and shipping labels. Money is a decimal string on the wire ('12.50'),
 * integer minor units in the database.
 */
import { z } from 'zod';
import { displayNameSchema } from './text';
import { moneySchema, sortSchema } from './admin';
import { errorDetailSchema, exportReaderShape, pageQueryShape } from './errors';
import { movementSchema } from './inventory';
import { jobSchema } from './jobs';
import { orderCustomerFieldsShape, orderDeskFieldsShape } from './order-desk';
import { orderTagSchema, orderTagsFieldsShape } from './order-tags';
import { fulfilmentStateSchema, orderShipmentFieldsShape } from './order-shipments';
import { orderTaxSchema } from './tax';
import { orderPaymentStates } from './finance';

/** Error codes of the orders routes, beside the common ones of errors.ts. */
export const orderErrorCodes = [
  'transition_refused',
  'order_locked',
  'stock_short',
  'product_unknown',
  'agent_unknown',
  'currency_mismatch',
  'stock_unavailable',
  'courier_required',
  'label_refused',
  'shipment_exceeds_open',
  'shipment_refused',
  'cod_exceeds_open',
  'cod_other_courier',
  'nothing_open',
  'invoice_refused',
] as const;
export type OrderErrorCode = (typeof orderErrorCodes)[number];

export const orderStatuses = [
  'pending',
  'confirmed',
  'packed',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * THE workflow: the only moves the API accepts and the only ones the UI offers.
 * Cancelling is possible from any state before shipped; delivered, returned and
 * cancelled are final.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['packed', 'cancelled'],
  packed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: [],
  returned: [],
  cancelled: [],
};
export const canTransition = (from: OrderStatus, to: OrderStatus) =>
  orderTransitions[from].includes(to);
/** Lines, customer and amounts may change only while the order is in one of these. */
export const editableStatuses: readonly OrderStatus[] = ['pending', 'confirmed'];

export const paymentMethods = ['cod', 'prepaid'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * International or local phone: digits, spaces, dashes, dots, parentheses, an optional
 * leading +. The pattern alone is the whole rule for a trimmed text (it bounds the length
 * to 6-24): the order import tests 100,000 phones with it, without a schema's parse.
 */
export const orderPhonePattern = /^\+?[0-9 ()\-.]{6,23}$/;
export const orderPhoneSchema = z
  .string()
  .trim()
  .min(6)
  .max(24)
  .regex(orderPhonePattern, 'phone_format');

export const orderCustomerSchema = z.strictObject({
  name: displayNameSchema(120),
  phone: orderPhoneSchema,
  city: z.string().trim().min(1).max(80),
  address: z.string().trim().max(300).default(''),
});
export type OrderCustomerInput = z.input<typeof orderCustomerSchema>;

export const orderLineInputSchema = z.strictObject({
  productId: z.uuid(),
  quantity: z.coerce.number().int().min(1).max(10_000),
  /** Omitted: the product's sale price. */
  unitPrice: moneySchema.optional(),
  /** Off the line's total (not per unit). */
  discount: moneySchema.default('0'),
});
export type OrderLineInput = z.input<typeof orderLineInputSchema>;

const orderFields = {
  storeId: z.uuid(),
  customer: orderCustomerSchema,
  lines: z.array(orderLineInputSchema).min(1).max(200),
  shippingFee: moneySchema.default('0'),
  /** Off the whole order, after the lines' own discounts. */
  discount: moneySchema.default('0'),
  /** Catalogue services billed to the buyer (per order or per item). */
  serviceIds: z.array(z.uuid()).max(20).default([]),
  paymentMethod: paymentMethodSchema,
  note: z.string().trim().max(1000).default(''),
  agentId: z.uuid().nullable().default(null),
  trackingNumber: z.string().trim().max(64).default(''),
  /** The marketplace's own reference, if any. */
  externalRef: z.string().trim().max(64).default(''),
};
export const createOrderBodySchema = z.strictObject(orderFields);
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;
export type CreateOrderInput = z.output<typeof createOrderBodySchema>;

/** PATCH: what it names. Lines/customer/amounts only before packed; agent and tracking any time before final. */
export const updateOrderBodySchema = z
  .strictObject({
    customer: orderCustomerSchema,
    lines: orderFields.lines,
    shippingFee: moneySchema,
    discount: moneySchema,
    serviceIds: orderFields.serviceIds.unwrap(),
    paymentMethod: paymentMethodSchema,
    note: z.string().trim().max(1000),
    agentId: z.uuid().nullable(),
    trackingNumber: z.string().trim().max(64),
  })
  .partial();
export type UpdateOrderBody = z.input<typeof updateOrderBodySchema>;
export type UpdateOrderInput = z.output<typeof updateOrderBodySchema>;

export const orderLineSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  discount: z.string(),
  total: z.string(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderServiceSchema = z.object({
  serviceId: z.uuid(),
  name: z.string(),
  amount: z.string(),
});

export const orderSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  storeId: z.uuid(),
  status: orderStatusSchema,
  customerName: z.string(),
  phone: z.string(),
  city: z.string(),
  itemsCount: z.number().int(),
  currency: z.string(),
  total: z.string(),
  codAmount: z.string(),
  paymentMethod: paymentMethodSchema,
  agentId: z.uuid().nullable(),
  agentName: z.string().nullable(),
  trackingNumber: z.string(),
  labelPrintedAt: z.string().nullable(),
  orderedAt: z.string(),
  ...orderCustomerFieldsShape,
  /** Staff's tags (order-tags.ts): on the list and the order page. */
  ...orderTagsFieldsShape,
  /** Partial shipment (issue 30.6): "partial" while some units left and the rest is open. */
  fulfilment: fulfilmentStateSchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['created', 'status', 'edit', 'assign', 'label', 'shipment']),
  fromStatus: orderStatusSchema.nullable(),
  toStatus: orderStatusSchema.nullable(),
  note: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })).nullable(),
  user: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  createdAt: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderSchema = orderSummarySchema.extend({
  customer: z.object({
    name: z.string(),
    phone: z.string(),
    city: z.string(),
    address: z.string(),
  }),
  lines: z.array(orderLineSchema),
  services: z.array(orderServiceSchema),
  subtotal: z.string(),
  discount: z.string(),
  shippingFee: z.string(),
  servicesTotal: z.string(),
  /** Tax frozen at creation or the last edit (issue 31.3); null for orders from before tax. */
  tax: orderTaxSchema.nullable(),
  /** Its invoice once issued (GET /api/orders/{id}/invoice issues it); null before. */
  invoice: z.object({ number: z.string(), issuedAt: z.string() }).nullable(),
  note: z.string(),
  externalRef: z.string(),
  labelPrintCount: z.number().int(),
  ...orderDeskFieldsShape,
  ...orderShipmentFieldsShape,
  /** The moves the workflow allows from here (orderTransitions). */
  allowedTransitions: z.array(orderStatusSchema),
  editable: z.boolean(),
  history: z.array(orderEventSchema),
  movements: z.array(movementSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderSortFields = [
  'orderedAt',
  'number',
  'total',
  'customerName',
  'city',
  'status',
] as const;
const csv = <T extends z.ZodType>(item: T) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
      z.array(item).max(20),
    )
    .optional();

/** The list's filters: shared by the list, the status counts and the export. */
export const orderFilterShape = {
  search: z.string().trim().max(100).optional(),
  status: csv(orderStatusSchema),
  storeId: z.uuid().optional(),
  agentId: z.union([z.uuid(), z.literal('none')]).optional(),
  paymentMethod: paymentMethodSchema.optional(),
  city: z.string().trim().max(80).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Labels printed (true) or not yet (false): the labels page's "to print". */
  labelPrinted: z.enum(['true', 'false']).optional(),
  /** Paid state from the finance journal (issue 29.6); read Payment, marketplace tenants only. */
  paidState: z.enum(orderPaymentStates).optional(),
  /** One customer's orders (issue 30.4: the customer page). */
  customerId: z.uuid().optional(),
  /** Orders a member created (issue 37): `me` is the caller, as the staff dashboard's links ask. */
  createdBy: z.union([z.uuid(), z.literal('me')]).optional(),
  /** Orders carrying this tag (any case). */
  tag: orderTagSchema.optional(),
};
export const orderListQuerySchema = z.strictObject({
  ...pageQueryShape,
  ...orderFilterShape,
  sort: sortSchema(orderSortFields),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;
export type OrderFilter = z.output<z.ZodObject<typeof orderFilterShape>>;
export const orderListResponseSchema = z.object({
  items: z.array(orderSummarySchema),
  total: z.number().int(),
  /** false when the count stopped at its cap (a very large result): `total` is the cap. */
  totalExact: z.boolean(),
  /**
   * Past the cap, the database's estimate of the matches (two significant figures), shown
   * as "about N"; null when the total is exact or no estimate beyond the cap was found.
   */
  totalEstimate: z.number().int().nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderList = z.infer<typeof orderListResponseSchema>;

/** Status tab counts for the same filters minus the status. */
export const orderCountsQuerySchema = z.strictObject({
  ...orderFilterShape,
  status: z.undefined().optional(),
});
export const orderCountsResponseSchema = z.object({
  counts: z.record(orderStatusSchema, z.number().int()),
  all: z.number().int(),
});

export const orderStatusBodySchema = z.strictObject({
  status: orderStatusSchema,
  note: z.string().trim().max(500).default(''),
});
export type OrderStatusBody = z.input<typeof orderStatusBodySchema>;

const idsSchema = z.array(z.uuid()).min(1).max(500);
export const orderBulkStatusBodySchema = z.strictObject({
  ids: idsSchema,
  status: orderStatusSchema,
  note: z.string().trim().max(500).default(''),
});
export type OrderBulkStatusBody = z.input<typeof orderBulkStatusBodySchema>;
export const orderBulkAssignBodySchema = z.strictObject({
  ids: idsSchema,
  agentId: z.uuid().nullable(),
});
export type OrderBulkAssignBody = z.input<typeof orderBulkAssignBodySchema>;
/** Bulk answers per order: what changed, and why the others did not (each its own transaction). */
export const orderBulkResultSchema = z.object({
  updated: z.array(z.uuid()),
  // details: as in an error answer (a refused move names `from -> to` under path "status")
  failed: z.array(
    z.object({
      id: z.uuid(),
      number: z.string().nullable(),
      code: z.string(),
      message: z.string(),
      details: z.array(errorDetailSchema).optional(),
    }),
  ),
});
export type OrderBulkResult = z.infer<typeof orderBulkResultSchema>;

// ---- report ------------------------------------------------------------------------
export const orderReportQuerySchema = z.strictObject({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  storeId: z.uuid().optional(),
  agentId: z.union([z.uuid(), z.literal('none')]).optional(),
  status: csv(orderStatusSchema),
});
export type OrderReportQuery = z.input<typeof orderReportQuerySchema>;
const bucket = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  amount: z.string(),
});
export type OrderReportBucket = z.infer<typeof bucket>;
/** One currency per block: amounts of different currencies are never added up. */
export const orderReportSchema = z.object({
  currencies: z.array(
    z.object({
      currency: z.string(),
      count: z.number().int(),
      /** The orders' amount excluding cancelled orders (the headline; the tables below count every order). */
      amount: z.string(),
      /** The cancelled orders left out of `amount`. */
      cancelledCount: z.number().int(),
      cancelledAmount: z.string(),
      codToCollect: z.string(),
      byStatus: z.array(bucket),
      byDay: z.array(bucket),
      byCity: z.array(bucket),
      byAgent: z.array(bucket),
      byPaymentMethod: z.array(bucket),
    }),
  ),
  count: z.number().int(),
  /** delivered / (delivered + returned), 0..1; null when none is settled yet. */
  deliveredRate: z.number().nullable(),
  returnRate: z.number().nullable(),
});
export type OrderReport = z.infer<typeof orderReportSchema>;

export const orderExportQuerySchema = z.strictObject({
  ...orderFilterShape,
  /** Only these orders (the list's selection), comma-separated. */
  ids: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
      z.array(z.uuid()).max(500),
    )
    .optional(),
  format: z.enum(['csv', 'xlsx']).default('csv'),
  /**
   * `orders` (one row per order, to read), `lines` (one row per order line, in the columns
   * the orders import takes back as they are) or `report` (the report's tables).
   */
  kind: z.enum(['orders', 'lines', 'report']).default('orders'),
  ...exportReaderShape,
  sort: sortSchema(orderSortFields),
});

// ---- widgets, search, labels ---------------------------------------------------------
export const orderWidgetsSchema = z.object({
  today: z.number().int(),
  toShip: z.number().int(),
  deliveredRate: z.number().nullable(),
  codPending: z.array(z.object({ currency: z.string(), amount: z.string() })),
});
export type OrderWidgets = z.infer<typeof orderWidgetsSchema>;

export const orderSearchQuerySchema = z.strictObject({ q: z.string().trim().min(2).max(64) });
export const orderSearchResponseSchema = z.object({ items: z.array(orderSummarySchema) });

export const labelFormats = ['4x6', 'a4'] as const;
/**
 * Labels printed at once: POST /api/labels answers the PDF (100 labels take about 0.6 s on
 * a small server). A larger selection is a batch, a background job that writes the PDF
 * while the page shows its progress (docs/orders.md, "Label batches").
 */
export const LABELS_AT_ONCE = 100;
export const MAX_LABEL_BATCH = 1000;
export const labelsBodySchema = z.strictObject({
  orderIds: z.array(z.uuid()).min(1).max(LABELS_AT_ONCE),
  format: z.enum(labelFormats).default('4x6'),
});
export type LabelsBody = z.input<typeof labelsBodySchema>;
/** POST /api/orders/invoices: the invoices of a selection as one PDF (issued if not yet). */
export const INVOICES_AT_ONCE = 200;
export const invoicesBodySchema = z.strictObject({
  orderIds: z.array(z.uuid()).min(1).max(INVOICES_AT_ONCE),
});
export type InvoicesBody = z.input<typeof invoicesBodySchema>;
export const labelBatchBodySchema = z.strictObject({
  orderIds: z.array(z.uuid()).min(1).max(MAX_LABEL_BATCH),
  format: z.enum(labelFormats).default('4x6'),
});
export type LabelBatchBody = z.input<typeof labelBatchBodySchema>;
/** A batch of labels: its job says how far it is; the PDF is at /api/labels/batches/{id}/pdf once the job is done. */
export const labelBatchSchema = z.object({
  id: z.uuid(),
  format: z.enum(labelFormats),
  count: z.number().int(),
  createdAt: z.string(),
  job: jobSchema,
});
export type LabelBatch = z.infer<typeof labelBatchSchema>;
export const labelBatchListSchema = z.object({ items: z.array(labelBatchSchema) });

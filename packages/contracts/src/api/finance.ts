/**
 * The finance remote's API: payments in and out, their allocation to what they settle,
 * agents' and suppliers' statements, profit and loss, and reports. Money travels as
 * decimal strings in the record's currency; figures of different currencies are never summed.
 */
import { z } from 'zod';
import { moneySchema } from './admin';
import { exportReaderShape, pageQueryShape } from './errors';
import { dateOnlySchema } from './purchase';

/** Error codes of the finance routes, beside the common ones of errors.ts. */
export const financeErrorCodes = [
  'payment_voided',
  'over_allocation',
  'allocation_target_invalid',
  'currency_mismatch',
  'attachment_too_large',
  'attachment_type_not_allowed',
  'attachment_missing',
] as const;
export type FinanceErrorCode = (typeof financeErrorCodes)[number];

export const paymentDirections = ['in', 'out'] as const;
/** What the money is: the direction follows from it. */
export const paymentKinds = [
  'marketplace_payout',
  'cod_remittance',
  'other_in',
  'supplier_payment',
  'expense',
  /** Fees paid to a courier on their own (not netted in a remittance), issue 29.7. */
  'courier_fees',
] as const;
export type PaymentKind = (typeof paymentKinds)[number];
export const directionOfKind: Record<PaymentKind, (typeof paymentDirections)[number]> = {
  marketplace_payout: 'in',
  cod_remittance: 'in',
  other_in: 'in',
  supplier_payment: 'out',
  expense: 'out',
  courier_fees: 'out',
};
export const expenseCategories = ['rent', 'salaries', 'advertising', 'packaging', 'other'] as const;
export const paymentMeans = [
  'bank_transfer',
  'cash',
  'card',
  'cheque',
  'mobile_money',
  'other',
] as const;

const paymentFields = {
  kind: z.enum(paymentKinds),
  expenseCategory: z.enum(expenseCategories).nullable().default(null),
  storeId: z.uuid(),
  /** The fulfillment agent remitting COD (kind cod_remittance), or paid its fees (courier_fees). */
  agentId: z.uuid().nullable().default(null),
  /** The supplier paid (kind supplier_payment). */
  supplierId: z.uuid().nullable().default(null),
  /** Free counterparty for the other kinds (marketplace, landlord ...). */
  counterparty: z.string().trim().max(120).default(''),
  paidOn: dateOnlySchema,
  amount: moneySchema,
  method: z.enum(paymentMeans).default('bank_transfer'),
  reference: z.string().trim().max(80).default(''),
  attachmentName: z.string().trim().max(200).default(''),
  note: z.string().trim().max(2000).default(''),
};
export const paymentBodySchema = z.strictObject(paymentFields);
export type PaymentBody = z.input<typeof paymentBodySchema>;
export type PaymentParams = z.output<typeof paymentBodySchema>;
export const updatePaymentBodySchema = z.strictObject({
  expenseCategory: paymentFields.expenseCategory.optional(),
  counterparty: z.string().trim().max(120).optional(),
  paidOn: dateOnlySchema.optional(),
  amount: moneySchema.optional(),
  method: z.enum(paymentMeans).optional(),
  reference: z.string().trim().max(80).optional(),
  attachmentName: z.string().trim().max(200).optional(),
  note: z.string().trim().max(2000).optional(),
});
export type UpdatePaymentBody = z.input<typeof updatePaymentBodySchema>;
export const voidPaymentBodySchema = z.strictObject({ reason: z.string().trim().min(1).max(500) });

export const allocationSchema = z.object({
  id: z.uuid(),
  /** A delivered order (COD remittance, marketplace payout) ... */
  orderId: z.uuid().nullable(),
  orderNumber: z.string().nullable(),
  /** ... or a supplier payable (supplier payment). */
  payableId: z.uuid().nullable(),
  purchaseNumber: z.string().nullable(),
  /** ... or a cost service's charge billed by the supplier (its journal entry). */
  chargeId: z.uuid().nullable(),
  /** The service's name, and its order's number when charged on an order. */
  chargeLabel: z.string().nullable(),
  amount: z.string(),
  createdAt: z.string(),
});
export type Allocation = z.infer<typeof allocationSchema>;

export const paymentSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  direction: z.enum(paymentDirections),
  kind: z.enum(paymentKinds),
  expenseCategory: z.enum(expenseCategories).nullable(),
  storeId: z.uuid(),
  storeName: z.string(),
  agentId: z.uuid().nullable(),
  supplierId: z.uuid().nullable(),
  /** The agent's or supplier's name, or the free counterparty. */
  counterparty: z.string(),
  paidOn: z.string(),
  amount: z.string(),
  allocated: z.string(),
  currency: z.string(),
  method: z.enum(paymentMeans),
  reference: z.string(),
  attachmentName: z.string(),
  note: z.string(),
  voidedAt: z.string().nullable(),
  voidedByName: z.string().nullable(),
  voidReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
/** A payment's attached file (issue 37): a receipt or a bank's transfer slip. */
export const paymentAttachmentLimits = {
  maxBytes: 5 * 1024 * 1024,
  types: ['application/pdf', 'image/png', 'image/jpeg'],
} as const;
export const paymentAttachmentSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  uploadedByName: z.string().nullable(),
});
export type PaymentAttachment = z.infer<typeof paymentAttachmentSchema>;
export const paymentDetailSchema = paymentSchema.extend({
  allocations: z.array(allocationSchema),
  attachment: paymentAttachmentSchema.nullable(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

export const paymentSortFields = ['paidOn', 'amount', 'createdAt', 'number'] as const;
export const paymentListQuerySchema = z.object({
  ...pageQueryShape,
  q: z.string().trim().max(100).optional(),
  direction: z.enum(paymentDirections).optional(),
  kind: z.enum(paymentKinds).optional(),
  storeId: z.uuid().optional(),
  agentId: z.uuid().optional(),
  supplierId: z.uuid().optional(),
  from: dateOnlySchema.optional(),
  to: dateOnlySchema.optional(),
  voided: z.enum(['include', 'exclude', 'only']).default('include'),
  sort: z.enum(paymentSortFields).default('paidOn'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;
export type PaymentListParams = z.output<typeof paymentListQuerySchema>;
export const paymentListResponseSchema = z.object({
  items: z.array(paymentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PaymentListResponse = z.infer<typeof paymentListResponseSchema>;

/** An allocation's amount: below zero only for a courier's fee netted in its COD remittance (a returned or prepaid order's fee). */
const allocationAmountSchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,9}(\.\d{1,2})?$/);
export const allocationBodySchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        orderId: z.uuid().optional(),
        payableId: z.uuid().optional(),
        /** A service charge of the supplier's (supplier payment). */
        chargeId: z.uuid().optional(),
        amount: allocationAmountSchema,
      }),
    )
    .min(1)
    .max(500),
});
export type AllocationBody = z.input<typeof allocationBodySchema>;
export const allocationParamsSchema = z.object({ id: z.uuid(), allocationId: z.uuid() });

/** What a payment may settle: delivered orders not yet fully settled, open payables or service charges. */
export const allocationCandidateSchema = z.object({
  orderId: z.uuid().nullable(),
  payableId: z.uuid().nullable(),
  /** A service charge billed by the payment's supplier (labelled with the service and its order). */
  chargeId: z.uuid().nullable(),
  label: z.string(),
  date: z.string(),
  amount: z.string(),
  open: z.string(),
});
export type AllocationCandidate = z.infer<typeof allocationCandidateSchema>;

// ---- statements ----------------------------------------------------------------------
const ageingSchema = z.object({ days0to7: z.string(), days8to30: z.string(), over30: z.string() });
export const agentStatementSchema = z.object({
  agentId: z.uuid(),
  agentName: z.string(),
  currencies: z.array(
    z.object({
      currency: z.string(),
      deliveredOrders: z.number().int(),
      returnedOrders: z.number().int(),
      codCollected: z.string(),
      fees: z.string(),
      remitted: z.string(),
      /** Its fees paid to it on their own (courier_fees payments, voids reversed). */
      feesPaid: z.string(),
      /** Collected - fees - remitted + fees paid: what the agent still owes. */
      balance: z.string(),
      /** What is open on delivered COD orders (COD less the delivery fee, less allocations), by days since delivery. */
      ageing: ageingSchema,
    }),
  ),
  unsettled: z.array(
    z.object({
      orderId: z.uuid(),
      number: z.string(),
      deliveredAt: z.string(),
      currency: z.string(),
      cod: z.string(),
      open: z.string(),
      ageDays: z.number().int(),
    }),
  ),
  remittances: z.array(
    z.object({
      paymentId: z.uuid(),
      number: z.string(),
      paidOn: z.string(),
      currency: z.string(),
      amount: z.string(),
      voided: z.boolean(),
      /** A remittance from the courier, or its fees paid to it. */
      kind: z.enum(['cod_remittance', 'courier_fees']),
    }),
  ),
});
export type AgentStatement = z.infer<typeof agentStatementSchema>;

export const supplierStatementSchema = z.object({
  supplierId: z.uuid(),
  supplierName: z.string(),
  currencies: z.array(
    z.object({
      currency: z.string(),
      owed: z.string(),
      overdue: z.string(),
      dueThisWeek: z.string(),
      paid: z.string(),
      /** Paid to the supplier and not allocated to a payable (money on account, issue 29.8). */
      onAccount: z.string(),
      /** What is owed less what is on account. */
      balance: z.string(),
    }),
  ),
  payables: z.array(
    z.object({
      payableId: z.uuid(),
      purchaseNumber: z.string(),
      /** The goods, or shipping / customs this party billed for another supplier's goods. */
      charge: z.enum(['goods', 'shipping', 'customs']),
      dueDate: z.string(),
      currency: z.string(),
      amount: z.string(),
      paid: z.string(),
      open: z.string(),
      overdue: z.boolean(),
    }),
  ),
  /**
   * Cost services it billed (the catalogue names it their provider): the open charges, oldest
   * first (at most 200; the totals count every charge, owed and paid).
   */
  serviceCharges: z.array(
    z.object({
      chargeId: z.uuid(),
      day: z.string(),
      /** Its day plus the provider's payment terms when it was charged (frozen). */
      dueDate: z.string(),
      service: z.string(),
      orderId: z.uuid().nullable(),
      orderNumber: z.string().nullable(),
      currency: z.string(),
      amount: z.string(),
      paid: z.string(),
      open: z.string(),
      overdue: z.boolean(),
    }),
  ),
});
export type SupplierStatement = z.infer<typeof supplierStatementSchema>;

// ---- profit and loss -------------------------------------------------------------------
export const profitLossGroupings = ['month', 'store', 'product', 'category'] as const;
export const profitLossQuerySchema = z.object({
  from: dateOnlySchema,
  to: dateOnlySchema,
  storeId: z.uuid().optional(),
  productId: z.uuid().optional(),
  category: z.string().trim().max(80).optional(),
  groupBy: z.enum(profitLossGroupings).default('month'),
});
export type ProfitLossQuery = z.input<typeof profitLossQuerySchema>;

/** The lines of the statement, in order; each can be drilled down to its records. */
export const profitLossFigures = [
  'revenue',
  'refunds',
  'taxCollected',
  'returns',
  'cogs',
  'writeOffs',
  'grossProfit',
  'fulfillmentFees',
  'services',
  'expenses',
  'netProfit',
] as const;
export type ProfitLossFigure = (typeof profitLossFigures)[number];
export const figuresSchema = z.object({
  deliveredOrders: z.number().int(),
  returnedOrders: z.number().int(),
  revenue: z.string(),
  /** Money given back on delivered orders (refunds, credit notes, COD deductions): less revenue. */
  refunds: z.string(),
  /**
   * Tax on the period's sales less the tax given back with refunds (issue 31.3): owed to
   * the tax office, so neither revenue nor profit; equal to the tax report's due.
   */
  taxCollected: z.string(),
  /** Value of returned orders: never in revenue, shown to size the loss. */
  returns: z.string(),
  cogs: z.string(),
  /** Stock written off (damaged, lost, returns not fit to sell) at the cost it had. */
  writeOffs: z.string(),
  grossProfit: z.string(),
  fulfillmentFees: z.string(),
  /** The catalogue's cost services charged (packing, COD fee, storage, return handling) at the price of their moment. */
  services: z.string(),
  expenses: z.string(),
  netProfit: z.string(),
  /** Net profit / revenue, percent with one decimal; null without revenue. */
  margin: z.number().nullable(),
});
export type Figures = z.infer<typeof figuresSchema>;
export const profitLossSchema = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  groupBy: z.enum(profitLossGroupings),
  currencies: z.array(
    z.object({
      currency: z.string(),
      current: figuresSchema,
      previous: figuresSchema,
      groups: z.array(z.object({ key: z.string(), label: z.string(), figures: figuresSchema })),
    }),
  ),
});
export type ProfitLoss = z.infer<typeof profitLossSchema>;

export const drilldownFigures = [
  'revenue',
  'refunds',
  'taxCollected',
  'returns',
  'cogs',
  'writeOffs',
  'fulfillmentFees',
  'services',
  'expenses',
] as const;
export const profitLossLinesQuerySchema = profitLossQuerySchema.omit({ groupBy: true }).extend({
  figure: z.enum(drilldownFigures),
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** A group's key from the statement (month 'YYYY-MM', store, product id or category). */
  groupBy: z.enum(profitLossGroupings).optional(),
  groupKey: z.string().max(120).optional(),
});
export type ProfitLossLinesQuery = z.input<typeof profitLossLinesQuerySchema>;
export const profitLossLinesSchema = z.object({
  figure: z.enum(drilldownFigures),
  currency: z.string(),
  total: z.string(),
  lines: z.array(
    z.object({
      /** charge: a monthly service charge, on no order or payment (id: its journal entry). */
      kind: z.enum(['order', 'payment', 'charge']),
      id: z.uuid(),
      number: z.string(),
      date: z.string(),
      label: z.string(),
      amount: z.string(),
    }),
  ),
});
export type ProfitLossLines = z.infer<typeof profitLossLinesSchema>;

// ---- reports ---------------------------------------------------------------------------
export const reportKinds = ['sales', 'returns', 'stock', 'agents'] as const;
export type ReportKind = (typeof reportKinds)[number];
export const reportQuerySchema = z.object({
  from: dateOnlySchema,
  to: dateOnlySchema,
  storeId: z.uuid().optional(),
  /** Money figures cover the stores of one currency; default: the first store's. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  format: z.enum(['json', 'csv', 'xlsx']).default('json'),
  ...exportReaderShape,
});
export type ReportQuery = z.input<typeof reportQuerySchema>;
/** A report: a table (columns x rows) whose first column is the chart's axis. */
export const reportSchema = z.object({
  kind: z.enum(reportKinds),
  chart: z.enum(['line', 'bar', 'donut']),
  columns: z.array(
    z.object({ key: z.string(), type: z.enum(['text', 'number', 'money', 'percent']) }),
  ),
  /** The numeric columns the chart draws. */
  series: z.array(z.string()),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  currency: z.string().nullable(),
  /** The currencies the tenant's stores use, to switch between. */
  currencies: z.array(z.string()),
});
export type Report = z.infer<typeof reportSchema>;

// ---- dashboard -------------------------------------------------------------------------
export const financeSummarySchema = z.object({
  currencies: z.array(
    z.object({
      currency: z.string(),
      revenueThisMonth: z.string(),
      revenueLastMonth: z.string(),
      netThisMonth: z.string(),
      netLastMonth: z.string(),
      codOwedByAgents: z.string(),
      owedToSuppliersThisWeek: z.string(),
    }),
  ),
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;

/**
 * Whether an order is paid (issue 29.6): `not_due` until delivered; then what it is to be
 * settled for (COD less the courier's fee at delivery, or a prepaid order's total), what
 * payments settled, and by which.
 */
/** `refunded`: delivered, and everything it cost the buyer was given back (issue 31.2). */
export const orderPaymentStates = [
  'not_due',
  'unpaid',
  'partly_paid',
  'settled',
  'refunded',
] as const;
export const orderPaymentStateSchema = z.object({
  orderId: z.uuid(),
  state: z.enum(orderPaymentStates),
  currency: z.string(),
  due: moneySchema,
  settled: moneySchema,
  open: moneySchema,
  /** Given back to the buyer on this order (refunds from the till or bank, credit notes, COD deductions), tax included. */
  refunded: moneySchema,
  /** Paid by the customer's credit notes (issue 31.2: a prepaid order; counts as paid, before delivery too). */
  credited: moneySchema,
  /** Shipments of it were delivered alone while the rest is open (issue 31.1): `due` is the delivered part only. */
  partlyDelivered: z.boolean().default(false),
  settledBy: z.array(
    z.object({
      paymentId: z.uuid(),
      number: z.string(),
      kind: z.string(),
      reference: z.string(),
      paidOn: dateOnlySchema,
      amount: moneySchema,
    }),
  ),
});
export type OrderPaymentState = z.infer<typeof orderPaymentStateSchema>;

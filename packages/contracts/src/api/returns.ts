import { z } from 'zod';
import { moneySchema } from './admin';
import { pageQueryShape } from './errors';

/** Returns (RMA), refunds and credit notes (issue 31.1-2; docs/returns.md). */
export const returnStatuses = ['requested', 'received', 'closed'] as const;
export const returnStatusSchema = z.enum(returnStatuses);
export type ReturnStatus = z.infer<typeof returnStatusSchema>;
export const returnOutcomes = ['restock', 'write_off'] as const;
export const returnOutcomeSchema = z.enum(returnOutcomes);
export type ReturnOutcome = z.infer<typeof returnOutcomeSchema>;

export const returnReasonSchema = z.object({
  id: z.string(),
  code: z.string(),
  names: z.object({ en: z.string(), fr: z.string(), ar: z.string() }),
  active: z.boolean(),
  position: z.number().int(),
});
export type ReturnReason = z.infer<typeof returnReasonSchema>;
export const returnReasonListSchema = z.object({ items: z.array(returnReasonSchema) });
const reasonName = z.string().trim().min(1).max(80);
export const returnReasonBodySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{2,40}$/),
  names: z.strictObject({ en: reasonName, fr: reasonName, ar: reasonName }),
  active: z.boolean().default(true),
  position: z.number().int().min(0).max(999).default(0),
});
export const returnReasonPatchSchema = z
  .strictObject({
    names: z.strictObject({ en: reasonName, fr: reasonName, ar: reasonName }).partial(),
    active: z.boolean(),
    position: z.number().int().min(0).max(999),
  })
  .partial();

export const returnLineSchema = z.object({
  id: z.string(),
  orderLineId: z.string(),
  productId: z.string(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  reasonId: z.string(),
  value: z.string(),
  /** The cost each unit left at; null for a caller who may not see cost. */
  unitCost: z.string().nullable(),
  outcome: returnOutcomeSchema.nullable(),
  receivedAt: z.string().nullable(),
});

export const refundKinds = ['refund', 'credit_note', 'courier_deduction'] as const;
export const refundKindSchema = z.enum(refundKinds);
export type RefundKind = z.infer<typeof refundKindSchema>;
export const refundMethods = [
  'bank_transfer',
  'cash',
  'card',
  'mobile_money',
  'marketplace',
] as const;
export const refundMethodSchema = z.enum(refundMethods);

export const refundSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  returnId: z.string().nullable(),
  kind: refundKindSchema,
  method: refundMethodSchema.nullable(),
  amount: z.string(),
  currency: z.string(),
  number: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

export const returnSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  storeId: z.string(),
  status: returnStatusSchema,
  customerName: z.string(),
  currency: z.string(),
  units: z.number().int(),
  value: z.string(),
  createdAt: z.string(),
});
export type ReturnSummary = z.infer<typeof returnSummarySchema>;

export const returnSchema = returnSummarySchema.extend({
  paymentMethod: z.enum(['cod', 'prepaid']),
  returnFee: z.string().nullable(),
  note: z.string(),
  receivedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  lines: z.array(returnLineSchema),
  refunds: z.array(refundSchema),
  /** What may still be refunded on the order (its total less what was already given back). */
  refundable: z.string(),
});
export type ReturnView = z.infer<typeof returnSchema>;

export const returnListQuerySchema = z.object({
  status: returnStatusSchema.optional(),
  orderId: z.uuid().optional(),
  ...pageQueryShape,
});
export const returnListResponseSchema = z.object({
  items: z.array(returnSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const createReturnBodySchema = z.strictObject({
  orderId: z.uuid(),
  lines: z
    .array(
      z.strictObject({
        orderLineId: z.uuid(),
        quantity: z.number().int().min(1).max(100000),
        reasonId: z.uuid(),
      }),
    )
    .min(1)
    .max(200),
  note: z.string().trim().max(500).default(''),
});
export const receiveReturnBodySchema = z.strictObject({
  lines: z
    .array(z.strictObject({ lineId: z.uuid(), outcome: returnOutcomeSchema }))
    .min(1)
    .max(200),
});

/** What each line of an order can still be returned: delivered (shipped and delivered) less what other returns already took. */
export const returnableSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  paymentMethod: z.enum(['cod', 'prepaid']),
  currency: z.string(),
  customerId: z.string().nullable(),
  refundable: z.string(),
  lines: z.array(
    z.object({
      orderLineId: z.string(),
      sku: z.string(),
      name: z.string(),
      shipped: z.number().int(),
      delivered: z.number().int(),
      returned: z.number().int(),
      returnable: z.number().int(),
    }),
  ),
});
export type Returnable = z.infer<typeof returnableSchema>;

export const createRefundBodySchema = z.strictObject({
  orderId: z.uuid(),
  returnId: z.uuid().optional(),
  kind: refundKindSchema,
  /** refund only. */
  method: refundMethodSchema.optional(),
  amount: moneySchema,
  note: z.string().trim().max(500).default(''),
});

export const customerCreditSchema = z.object({
  customerId: z.string(),
  balances: z.array(z.object({ currency: z.string(), balance: z.string() })),
});
export const applyCreditBodySchema = z.strictObject({ orderId: z.uuid(), amount: moneySchema });
export const creditUseSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  amount: z.string(),
  currency: z.string(),
  balance: z.string(),
});

export type ReturnListQuery = z.input<typeof returnListQuerySchema>;
export type ReturnList = z.infer<typeof returnListResponseSchema>;
export type CreateReturnBody = z.input<typeof createReturnBodySchema>;
export type ReceiveReturnBody = z.infer<typeof receiveReturnBodySchema>;
export type CreateRefundBody = z.input<typeof createRefundBodySchema>;
export type RefundMethod = z.infer<typeof refundMethodSchema>;
export type CustomerCredit = z.infer<typeof customerCreditSchema>;
export type ApplyCreditBody = z.input<typeof applyCreditBodySchema>;
export type CreditUse = z.infer<typeof creditUseSchema>;

import { paymentSchema, type PaymentKind } from '@sp/contracts/api';

/**
 * A payment's methods, read from its schema: the contracts index also exports the orders'
 * `paymentMethods` (cod, prepaid) under the same name.
 */
export const PAYMENT_METHODS = paymentSchema.shape.method.options;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The kinds that settle records (orders, payables): the others have nothing to allocate to. */
export const ALLOCATABLE_KINDS: ReadonlySet<PaymentKind> = new Set([
  'cod_remittance',
  'marketplace_payout',
  'supplier_payment',
  'courier_fees',
]);

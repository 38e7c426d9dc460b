import { paymentSchema } from '@sp/contracts/api';

/**
 * A payment's methods, read from its schema: the contracts index also exports the orders'
 * `paymentMethods` (cod, prepaid) under the same name.
 */
export const PAYMENT_METHODS = paymentSchema.shape.method.options;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

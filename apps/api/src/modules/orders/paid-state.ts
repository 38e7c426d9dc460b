import type { SQL } from 'drizzle-orm';
import type { OrderPaymentState } from '@sp/contracts/api';
import { orders } from './tables';

/** The orders columns finance's paid-state condition reads. */
export type PaidStateCondition = (o: typeof orders, state: OrderPaymentState['state']) => SQL;

let condition: PaidStateCondition | null = null;

/**
 * The order list's "paid state" filter is reckoned from payments and the journal, so finance
 * writes it (finance/order-paid-filter.ts) and hands it in at its door: finance sits above
 * orders (it posts what orders record), so orders never imports finance.
 */
export function providePaidStateCondition(paidState: PaidStateCondition) {
  condition = paidState;
}

/** The condition on an orders row that its paid state is `state`. */
export function paidStateCondition(state: OrderPaymentState['state']): SQL {
  if (!condition) throw new Error('The finance module is not loaded (it reckons the paid state)');
  return condition(orders, state);
}

import { AppError } from '../../kernel/errors';
import { assertCourier } from './courier';
import type { OrderRow } from './repository';

/**
 * A label is for one version of its order: what the courier reads on it (address, the
 * cash to collect, the items) must be what the order says. An edit that changes any of
 * them voids the printed label: the order goes back to "to print" (labelPrintedAt null),
 * `labelVoidAt` tells the order page to say the old label must not be used, and the next
 * print is recorded as a reprint (the print count stays).
 */

const NO_LABEL: Partial<Record<OrderRow['status'], string>> = {
  cancelled: 'it is cancelled',
  returned: 'it has been returned',
  delivered: 'it has been delivered',
};

/** 409 label_refused for an order no courier will carry; 409 courier_required for COD without a courier. */
export function assertLabelable(
  order: Pick<OrderRow, 'number' | 'status' | 'paymentMethod' | 'agentId'>,
) {
  const reason = NO_LABEL[order.status];
  if (reason) {
    const message = `No label for order ${order.number}: ${reason}`;
    throw new AppError(409, 'label_refused', message, [{ path: 'status', message: order.status }]);
  }
  assertCourier(order, 'label');
}

type Printed = Pick<
  OrderRow,
  | 'customerName'
  | 'customerPhone'
  | 'city'
  | 'address'
  | 'codMinor'
  | 'paymentMethod'
  | 'itemsCount'
>;

/** Whether an edit from `before` to `after` (lines replaced or not) changes what the label says. */
export function voidsLabel(
  before: Printed & Pick<OrderRow, 'labelPrintedAt'>,
  after: Printed,
  linesReplaced: boolean,
) {
  if (!before.labelPrintedAt) return false;
  const fields: (keyof Printed)[] = [
    'customerName',
    'customerPhone',
    'city',
    'address',
    'codMinor',
    'paymentMethod',
    'itemsCount',
  ];
  return linesReplaced || fields.some((k) => before[k] !== after[k]);
}

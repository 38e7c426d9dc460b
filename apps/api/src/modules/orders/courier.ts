import { AppError } from '../../kernel/errors';
import type { OrderRow } from './repository';

/**
 * A cash-on-delivery order is collected by its courier: without one the cash is tied to no
 * courier's statement. So it is neither shipped nor labelled without a courier (409
 * courier_required). Its tracking number may come later: the label says it is to follow.
 */
export function assertCourier(
  order: Pick<OrderRow, 'number' | 'paymentMethod' | 'agentId'>,
  doing: 'ship' | 'label' = 'ship',
) {
  if (order.paymentMethod !== 'cod' || order.agentId) return;
  const message = `Order ${order.number} is cash on delivery: choose its courier before ${doing === 'ship' ? 'shipping it' : 'printing its label'}`;
  throw new AppError(409, 'courier_required', message, [{ path: 'agentId', message }]);
}

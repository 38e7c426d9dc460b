import { AppError } from '../../kernel/errors';
import type { PaymentRow } from './payment-repository';

/** A voided payment is history: nothing changes it any more. */
export function refuseVoided(row: PaymentRow) {
  if (row.voidedAt) throw new AppError(409, 'payment_voided', `Payment ${row.number} is voided`);
}

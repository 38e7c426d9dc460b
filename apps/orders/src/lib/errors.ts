import type { ErrorDetail } from '@sp/contracts/api';
import type { TFunction } from '@sp/i18n';
import { errorMessage } from '@sp/page-kit';

/** A refused move names its statuses in its details as `from -> to` (orders workflow). */
const MOVE = /^([a-z_]+) -> ([a-z_]+)$/;

/**
 * A refusal by code in the reader's language, never the API's English: a refused move
 * says "Confirmed cannot go to Delivered" with the statuses' words; a stock shortage keeps
 * the API's detail (a product's SKU and figures).
 */
export function orderErrorText(
  t: TFunction,
  code: string,
  message: string,
  details?: ErrorDetail[],
) {
  if (code === 'transition_refused') {
    const move = details?.map((d) => MOVE.exec(d.message)).find(Boolean);
    if (move)
      return t('errors.transition', { from: t(`status.${move[1]}`), to: t(`status.${move[2]}`) });
    return t('errors.transitionAny');
  }
  if (code === 'not_found') return t('errors.not_found');
  return t(`errors.${code}`, { defaultValue: message, detail: message });
}

/** Codes whose API message names what is wrong (products, figures, the order), kept in the translation. */
const DETAILED = [
  'stock_short',
  'return_exceeds_shipped',
  'refund_exceeds_order',
  'refund_exceeds_delivered',
  'credit_exceeds_balance',
  'credit_exceeds_order',
  'transition_refused',
  'stock_unavailable',
  'courier_required',
  'label_refused',
  'invoice_refused',
  'returner_call_required',
  'shipment_exceeds_open',
  'shipment_refused',
  'cod_exceeds_open',
  'cod_other_courier',
  'shipment_not_in_transit',
];

/** An API error as text: the orders codes with their detail, the generic ones through the kit. */
export function orderErrorMessage(t: TFunction, error: unknown): string {
  const e = error as { code?: string; message?: string; details?: ErrorDetail[] } | null;
  if (e?.code && DETAILED.includes(e.code))
    return orderErrorText(t, e.code, e.message ?? '', e.details);
  return errorMessage(t, error);
}

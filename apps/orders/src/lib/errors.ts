import type { TFunction } from '@sp/i18n';
import { errorMessage } from '@sp/page-kit';

/** A refusal by code in the reader's language; a stock shortage keeps the API's detail (product and figures). */
export const orderErrorText = (t: TFunction, code: string, message: string) =>
  t(`errors.${code}`, { defaultValue: message, detail: message });

/** Codes whose API message names what is wrong (products, figures, the order), kept in the translation. */
const DETAILED = ['stock_short', 'transition_refused', 'stock_unavailable', 'courier_required', 'label_refused'];

/** An API error as text: the orders codes with their detail, the generic ones through the kit. */
export function orderErrorMessage(t: TFunction, error: unknown): string {
  const e = error as { code?: string; message?: string } | null;
  if (e?.code && DETAILED.includes(e.code)) return orderErrorText(t, e.code, e.message ?? '');
  return errorMessage(t, error);
}

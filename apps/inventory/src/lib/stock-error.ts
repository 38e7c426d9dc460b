import type { TFunction } from '@sp/i18n';
import { errorMessage } from '@sp/page-kit';

// The API names product, store and figures in its message ("SKU at Store: 3 on hand, 5 needed").
const SHORT = /^(.+) at (.+): (\d+) on hand, (\d+) needed$/;

/** An API error in the reader's language; a stock shortage keeps its product, store and figures. */
export function stockErrorMessage(t: TFunction, error: unknown): string {
  const e = error as { code?: string; message?: string } | null;
  const m = e?.code === 'stock_short' && e.message ? SHORT.exec(e.message) : null;
  if (m)
    return t('errors.stock_short_detail', {
      sku: m[1],
      store: m[2],
      onHand: Number(m[3]),
      needed: Number(m[4]),
    });
  return errorMessage(t, error);
}

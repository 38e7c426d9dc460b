/**
 * The one money format of every page (docs/words.md, "Money"): the amount in the reader's
 * language with the currency's ISO code ("MAD 1,234.50", "1 234,50 MAD"), never a symbol
 * on one page and a code on another. A code, because the product shows several currencies
 * side by side and "$" or "kr" would not say which.
 *
 * Arabic keeps Western digits (as the app's dates and PDFs do) and the sign written by
 * Intl, whose direction marks keep "-" before the number in a right-to-left line.
 */
export type MoneyOptions = {
  /** '+' before a positive amount (a change, a balance that moves). */
  signed?: boolean;
};

const DASH = '–';
const cache = new Map<string, Intl.NumberFormat>();

/** Arabic with Western digits, whatever the browser's default numbering for 'ar'. */
export function numberLocale(lng: string): string {
  return lng.startsWith('ar') && !lng.includes('-u-') ? `${lng}-u-nu-latn` : lng;
}

function formatter(lng: string, currency: string | null, signed: boolean): Intl.NumberFormat {
  const key = `${lng}|${currency ?? ''}|${signed}`;
  let f = cache.get(key);
  if (!f) {
    const sign = signed ? { signDisplay: 'exceptZero' as const } : {};
    f = currency
      ? new Intl.NumberFormat(numberLocale(lng), {
          style: 'currency',
          currency,
          currencyDisplay: 'code',
          ...sign,
        })
      : new Intl.NumberFormat(numberLocale(lng), {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
          ...sign,
        });
    cache.set(key, f);
  }
  return f;
}

/**
 * An amount of the API (a decimal string such as '1234.50', or a number) in `currency`;
 * a dash when there is no amount; the bare number (two decimals) when there is no currency.
 */
export function formatMoney(
  amount: string | number | null | undefined,
  currency: string | null | undefined,
  lng = 'en',
  options: MoneyOptions = {},
): string {
  if (amount === null || amount === undefined || amount === '') return DASH;
  const n = Number(amount);
  if (!Number.isFinite(n)) return DASH;
  try {
    return formatter(lng, currency || null, options.signed ?? false).format(n);
  } catch {
    // A currency Intl does not know (a typo in data): still readable, never a crash.
    return `${amount} ${currency}`;
  }
}

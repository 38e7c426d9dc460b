/** A decimal string amount in a currency, in the user's language (Intl; the wire never carries floats into sums). */
export function formatMoney(amount: string | null | undefined, currency: string | null | undefined, language: string) {
  if (amount === null || amount === undefined) return '–';
  const n = Number(amount);
  if (!currency) return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
  return new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'code' }).format(n);
}

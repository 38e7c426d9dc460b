/** An amount of the API ('1234.50') in the reader's language, with its currency. */
export function formatMoney(amount: string | number, currency: string, language: string) {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'code' }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}

export const formatNumber = (n: number, language: string) => new Intl.NumberFormat(language).format(n);

/** A percentage given in percent (12.5 for 12.5 %); a dash when there is none. */
export const formatPercent = (percent: number | null, language: string) =>
  percent === null ? '—' : new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);

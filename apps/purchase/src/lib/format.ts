/** An amount of the API ('1234.50') in the reader's language, with its currency. */
export function formatMoney(amount: string, currency: string, language: string) {
  return new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'code' }).format(Number(amount));
}

export const formatNumber = (n: number, language: string) => new Intl.NumberFormat(language).format(n);

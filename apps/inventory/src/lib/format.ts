/** Money and quantities in the reader's language; a decimal string from the API stays exact until shown. */
export function formatMoney(amount: string | number, currency: string, lng: string) {
  try {
    return new Intl.NumberFormat(lng, { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}

export const formatQty = (n: number, lng: string, signed = false) =>
  new Intl.NumberFormat(lng, signed ? { signDisplay: 'exceptZero' } : {}).format(n);

/**
 * Decimal strings of the API in integer minor units, so sums and differences are exact
 * (never a float): '12.5' -> 1250, 1250 -> '12.50'.
 */
export function toMinor(value: string | number): number {
  const text = String(value).trim().replace(',', '.');
  const m = /^(-)?(\d*)(?:\.(\d{0,2})\d*)?$/.exec(text);
  if (!m || (!m[2] && !m[3])) return Number.NaN;
  const units = Number(m[2] || 0) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -units : units;
}

export function fromMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** a - b of two decimal strings. */
export const subtract = (a: string, b: string) => fromMinor(toMinor(a) - toMinor(b));

/** An amount the API accepts: digits, at most two decimals, dot or comma. */
export const isMoney = (value: string) => /^\d{1,9}([.,]\d{1,2})?$/.test(value.trim());

/** The amount as the API wants it: a dot, no spaces. */
export const moneyBody = (value: string) => value.trim().replace(',', '.');

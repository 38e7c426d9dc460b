/**
 * Money: integer minor units (cents) in the database, decimal strings on the wire
 * ('12.50'), never a float. One currency per store; amounts of different currencies are
 * never added together.
 */

/** '12.5' -> 1250, '-3.05' -> -305. The wire schema (moneySchema) allows at most two decimals. */
export function toMinor(amount: string): number {
  const text = amount.trim();
  const negative = text.startsWith('-');
  const [units = '0', cents = ''] = text.replace(/^[-+]/, '').split('.');
  const minor = Number(units) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
  return negative ? -minor : minor;
}

/** 1250 -> '12.50', -305 -> '-3.05'. */
export function fromMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** `part` of `minor` for a ratio, rounded half away from zero to a whole cent. */
export const shareOf = (minor: number, numerator: number, denominator: number) =>
  denominator === 0 ? 0 : Math.round((minor * numerator) / denominator);

/**
 * Splits `minor` over weights so the parts add up exactly to `minor` (largest remainder):
 * landed costs spread over lines, a payout over orders.
 */
export function allocate(minor: number, weights: number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total === 0) return weights.map((_, i) => (i === 0 ? minor : 0));
  const exact = weights.map((w) => (minor * w) / total);
  const parts = exact.map(Math.floor);
  let rest = minor - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (rest <= 0) break;
    parts[i]! += 1;
    rest -= 1;
  }
  return parts;
}

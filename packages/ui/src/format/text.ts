/** SPEC section 9 helpers. */

/** Initials from the letters of the first and last words ('Jean-Luc O'Neil 2' -> 'JO'). */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words.at(-1)!.charAt(0) : '';
  return (first + last).toUpperCase();
}

/** 'order_status_name' -> 'Order Status Name'. */
export function titleCaseFromSnake(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}

/** Capitalises the first letter only. */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

export function lowercase(value: string): string {
  return value.toLowerCase();
}

/**
 * '+' before a positive number ('+5', '0', '-3'), formatted for the language, with `digits`
 * decimals when given. Intl writes the sign: in Arabic with the direction mark that keeps it
 * before the number in a right-to-left line ('-14.5', not '14.5-').
 */
export function signed(value: number, lng = 'en', digits?: number): string {
  const decimals =
    digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits };
  return new Intl.NumberFormat(lng, { signDisplay: 'exceptZero', ...decimals }).format(value);
}

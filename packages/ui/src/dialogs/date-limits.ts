/** Today as yyyy-mm-dd in local time (what <input type=date> uses). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * SPEC section 5: the date-picker confirm dialog without a label allows at most today;
 * with a label there is no limit. Returns the `max` for the input (undefined = none).
 */
export function maxDateFor(label: string | undefined, now = new Date()): string | undefined {
  return label ? undefined : todayIso(now);
}

/** Whether a chosen yyyy-mm-dd value may be confirmed. */
export function isDateAllowed(value: string, label: string | undefined, now = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const max = maxDateFor(label, now);
  return max === undefined || value <= max;
}

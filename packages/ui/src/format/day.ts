/**
 * Days as people type and read them everywhere in the app, day first (dd/mm/yyyy, SPEC
 * section 9), whatever the browser's own language; stored and sent as ISO (yyyy-mm-dd).
 */

/** '2026-11-25' -> '25/11/2026'; '' for nothing. */
export function dayText(iso: string | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/**
 * '25/11/2026', '25.11.2026', '25-11-2026' or '5/1/2026' -> ISO; null when it is not a real
 * day (31/02), undefined when empty.
 */
export function parseDay(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const m = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/.exec(trimmed);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

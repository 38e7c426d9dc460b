/** A day as the API takes it: 'YYYY-MM-DD' in local time. */
export const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export const today = () => isoDay(new Date());

/** The first and last day of the month of `at`. */
export function monthOf(at = new Date()) {
  return {
    from: isoDay(new Date(at.getFullYear(), at.getMonth(), 1)),
    to: isoDay(new Date(at.getFullYear(), at.getMonth() + 1, 0)),
  };
}

/** From and to of a page's URL, this month where missing. */
export function periodOf(filters: { from?: string; to?: string }) {
  const month = monthOf();
  return { from: filters.from ?? month.from, to: filters.to ?? month.to };
}

/** Relative change from `previous` to `current`, in percent; null when there was nothing before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}

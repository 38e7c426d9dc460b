/** 'YYYY-MM-DD' of an instant, in UTC (due dates and expected dates are calendar days). */
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** A calendar day plus `days`. */
export function addDays(day: string, days: number) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return dayOf(d);
}

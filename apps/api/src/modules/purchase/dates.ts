/** 'YYYY-MM-DD' of an instant, in UTC (due dates and expected dates are calendar days). */
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** A calendar day plus `days`. */
export function addDays(day: string, days: number) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return dayOf(d);
}

/**
 * When money owed to a supplier is due: the day it became owed plus the supplier's payment
 * terms in force then. Payables (a receipt's day) and the charges of the cost services a
 * supplier provides (the charge's day, finance) are due by this one rule.
 */
export const dueDateAfter = (day: string, paymentTermsDays: number) =>
  addDays(day, paymentTermsDays);

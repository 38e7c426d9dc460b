/** Two and three digits, made once: the list pages format a few hundred dates each. */
const TWO = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const THREE = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
/** 0000-01-01 and 10000-01-01 (UTC), the years toISOString writes with four digits. */
const FIRST_MS = -62_167_219_200_000;
const PAST_LAST_MS = 253_402_300_800_000;

/**
 * A date as the contracts carry it (ISO 8601, UTC), the same text as `toISOString()`.
 * Written from the UTC fields because V8's toISOString costs about three times as much,
 * and a page of orders writes one or two dates per row (issue 35). Years outside
 * 0000-9999 and invalid dates go to toISOString (its six-digit years, its RangeError).
 */
export const iso = (value: Date | string) => {
  const d = value instanceof Date ? value : new Date(value);
  const ms = d.getTime();
  if (!(ms >= FIRST_MS && ms < PAST_LAST_MS)) return d.toISOString();
  const year = d.getUTCFullYear();
  const y = year >= 1000 ? String(year) : String(year).padStart(4, '0');
  return `${y}-${TWO[d.getUTCMonth() + 1]}-${TWO[d.getUTCDate()]}T${TWO[d.getUTCHours()]}:${TWO[d.getUTCMinutes()]}:${TWO[d.getUTCSeconds()]}.${THREE[d.getUTCMilliseconds()]}Z`;
};

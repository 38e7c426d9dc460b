/**
 * Local calendar days (issue 31.5): a store's "today", report days and profit-and-loss days
 * are days in the store's time zone, never UTC days. The database does the same with
 * `store_local_day(store_id, at)` (migration 0100); both read the IANA zone database.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string) {
  let f = formats.get(timeZone);
  if (!f) {
    // en-CA writes dates as YYYY-MM-DD.
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** The day ('YYYY-MM-DD') that `at` falls on in `timeZone`. */
export const localDay = (at: Date, timeZone: string): string => formatOf(timeZone).format(at);

/** Today in `timeZone`. */
export const localToday = (timeZone: string, now = new Date()) => localDay(now, timeZone);

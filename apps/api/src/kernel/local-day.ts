import { sql } from 'drizzle-orm';
import type { Db, Tx } from './db/client';

/**
 * Local calendar days (issue 31.5): a store's "today", report days and profit-and-loss days
 * are days in the store's time zone, never UTC days.
 *
 * The database is the one authority for zones. Reports, filters and the P&L group rows by
 * `(at at time zone zone)::date` in SQL, so every day the API computes in code (an event's
 * day, an invoice's date, "today") asks the same database. Node's ICU and the server's
 * zone data can disagree: Node 24.21 ships tzdata 2026c, where Morocco left UTC+1 in
 * October 2026, while Debian 12's PostgreSQL reads the system's tzdata 2026b (still UTC+1).
 * Computing days in both places put an order placed at 23:30 UTC on one day in the journal
 * and on the next in the sales report. docs/tax-and-invoices.md "Local days".
 */
export async function localDay(db: Db | Tx, at: Date, timeZone: string): Promise<string> {
  const result = await db.execute<{ day: string }>(
    sql`select to_char((${at.toISOString()}::timestamptz at time zone ${timeZone})::date, 'YYYY-MM-DD') as day`,
  );
  return result.rows[0]!.day;
}

/** Today in `timeZone`, by the database's clock and zone data. */
export async function localToday(db: Db | Tx, timeZone: string): Promise<string> {
  const result = await db.execute<{ day: string }>(
    sql`select to_char((now() at time zone ${timeZone})::date, 'YYYY-MM-DD') as day`,
  );
  return result.rows[0]!.day;
}

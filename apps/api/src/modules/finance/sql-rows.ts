import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';

/** Rows of a raw statement, on PGlite and node-postgres alike. */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A bigint sum as it comes back (string on node-postgres), as a number of minor units. */
export const minor = (value: unknown) => Number(value ?? 0);

/** Days as one bind parameter: `= any(${daysParam(days)}::date[])`. */
export const daysParam = (days: string[]) => `{${days.join(',')}}`;

import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Store-local days in SQL (issue 31.5), so other modules count a store's days without
 * naming the stores table. migration 0100 defines store_local_day(store, at).
 */

/** The local day (a date) of `at` in the zone of store `storeId`: a lookup per row, for narrow reads. */
export const storeLocalDaySql = (storeId: SQLWrapper, at: SQLWrapper) =>
  sql`store_local_day(${storeId}, ${at})`;

/** For wide scans: join the stores' zones once (alias store_zone), then `zonedDaySql(at)` per row. */
export const storeZoneJoin = (storeId: SQLWrapper | SQL) =>
  sql`join stores store_zone on store_zone.id = ${storeId}`;
export const zonedDaySql = (at: SQLWrapper | SQL) =>
  sql`(${at} at time zone store_zone.time_zone)::date`;

/** Zones run from UTC-12 to UTC+14: a UTC window this much wider holds every local day inside it. */
export const ZONE_MARGIN_MS = 14 * 3_600_000;

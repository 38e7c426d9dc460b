import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';

/** A service as it stood at a moment (service_versions, migration 0173). */
export interface ServiceInForce {
  serviceId: string;
  tenantId: string;
  storeId: string | null;
  name: string;
  kind: string;
  direction: 'cost' | 'charge';
  unit: string;
  priceMinor: number;
  currency: string;
  active: boolean;
  /** The supplier billing it then (migration 0220), or null: its charges accrue on accrued_services. */
  providerId: string | null;
}

type Row = {
  service_id: string;
  tenant_id: string;
  store_id: string | null;
  name: string;
  kind: string;
  direction: 'cost' | 'charge';
  unit: string;
  price_minor: unknown;
  currency: string;
  active: boolean;
  provider_id: string | null;
};
const toService = (r: Row): ServiceInForce => ({
  serviceId: r.service_id,
  tenantId: r.tenant_id,
  storeId: r.store_id,
  name: r.name,
  kind: r.kind,
  direction: r.direction,
  unit: r.unit,
  priceMinor: Number(r.price_minor),
  currency: r.currency,
  active: r.active,
  providerId: r.provider_id,
});
const COLUMNS = sql`service_id::text, tenant_id::text, store_id::text, name, kind, direction, unit, price_minor, currency, active, provider_id::text`;

/**
 * The tenant's services as they stood at `at` (each one's latest state from before it),
 * active or not: the caller decides what applies. A service created after `at` is absent.
 */
export async function servicesAt(db: Db | Tx, tenantId: string, at: Date) {
  const rows = await db.execute<Row>(sql`
    select distinct on (service_id) ${COLUMNS} from service_versions
    where tenant_id = ${tenantId} and valid_from <= ${at.toISOString()}::timestamptz
    order by service_id, valid_from desc, id desc`);
  return rows.rows.map(toService);
}

/**
 * Every tenant's monthly services for the month [start, end): each as it stood when the
 * month began, or, created during the month, as it was first created. Whenever it is read,
 * the answer for a month is the same, so a rerun charges the same amounts.
 */
export async function monthlyServicesOf(db: Db | Tx, start: Date, end: Date) {
  const rows = await db.execute<Row>(sql`
    select ${COLUMNS} from (
      select distinct on (service_id) * from service_versions
      where valid_from < ${end.toISOString()}::timestamptz
      order by service_id, (valid_from <= ${start.toISOString()}::timestamptz) desc,
        case when valid_from <= ${start.toISOString()}::timestamptz then valid_from end desc, valid_from, id
    ) v where unit = 'per_month'`);
  return rows.rows.map(toService);
}

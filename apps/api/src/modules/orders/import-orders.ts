import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { orderEvents, orders } from './tables';

type Q = Db | Tx;

/**
 * For the bulk importers (modules/imports): which order numbers a store already has (the
 * natural key of an order file is store + the marketplace's number, kept in external_ref;
 * our own number counts too, so the lines export imported again creates nothing).
 */
export async function existingExternalRefs(
  db: Q,
  tenantId: string,
  storeId: string,
  refs: string[],
) {
  const wanted = [...new Set(refs.filter(Boolean))];
  if (!wanted.length) return new Set<string>();
  const list = sql`any(${sql.param(wanted)}::text[])`;
  const rows = await db
    .select({ ref: orders.externalRef, number: orders.number })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.storeId, storeId),
        or(sql`${orders.externalRef} = ${list}`, sql`${orders.number} = ${list}`),
      ),
    );
  const known = new Set(wanted);
  return new Set(rows.flatMap((r) => [r.ref, r.number]).filter((n) => known.has(n)));
}

export interface LabelTarget {
  id: string;
  storeId: string;
  number: string;
  externalRef: string;
  trackingNumber: string;
}

/** Orders a carrier's file may name: by our number, the marketplace's number or the tracking number (case kept). */
export async function ordersByAnyNumber(
  db: Q,
  tenantId: string,
  storeIds: string[],
  keys: string[],
): Promise<LabelTarget[]> {
  const wanted = [...new Set(keys.filter(Boolean))];
  if (!wanted.length || !storeIds.length) return [];
  return db
    .select({
      id: orders.id,
      storeId: orders.storeId,
      number: orders.number,
      externalRef: orders.externalRef,
      trackingNumber: orders.trackingNumber,
    })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        inArray(orders.storeId, storeIds),
        or(
          inArray(orders.number, wanted),
          inArray(orders.externalRef, wanted),
          inArray(orders.trackingNumber, wanted),
        ),
      ),
    );
}

/** A carrier's tracking numbers set on orders, each with a history entry (append-only). */
export async function attachTrackingNumbers(
  tx: Q,
  tenantId: string,
  userId: string | null,
  items: { orderId: string; trackingNumber: string; note: string }[],
) {
  if (!items.length) return;
  const json = JSON.stringify(items);
  await tx.execute(sql`
    update orders o set tracking_number = i."trackingNumber", updated_at = now()
    from jsonb_to_recordset(${json}::jsonb) as i("orderId" uuid, "trackingNumber" text)
    where o.tenant_id = ${tenantId} and o.id = i."orderId"`);
  await tx.insert(orderEvents).values(
    items.map((i) => ({
      tenantId,
      orderId: i.orderId,
      kind: 'label' as const,
      note: i.note,
      userId,
    })),
  );
}

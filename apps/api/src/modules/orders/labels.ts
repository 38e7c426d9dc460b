import type { Deps } from '../../kernel/types';
import type { Db, Tx } from '../../kernel/db/client';
import { notFound } from '../../kernel/errors';
import { findOrdersByIds, storeOf, type StoreRow } from './repository';
import { labelsPdf, type LabelFormat } from './label-pdf';
import type { OrderActor } from './pricing';
import { recordLabelsPrinted } from './service';
import { assertLabelable } from './label-version';

/**
 * The orders of a selection with their stores, in the order asked. An id that is not the
 * actor's (another tenant, a store they may not use) makes the whole selection 404.
 */
export async function labelsOf(db: Db | Tx, actor: OrderActor, orderIds: string[]) {
  const ids = [...new Set(orderIds)];
  const rows = await findOrdersByIds(db, actor, ids);
  if (rows.length !== ids.length) throw notFound('Order');
  for (const { order } of rows) assertLabelable(order);
  const byId = new Map(rows.map((r) => [r.order.id, r]));
  const stores = new Map<string, StoreRow>();
  for (const storeId of new Set(rows.map((r) => r.order.storeId)))
    stores.set(storeId, (await storeOf(db, actor.tenantId, storeId))!);
  return ids.map((id) => {
    const row = byId.get(id)!;
    return { row, store: stores.get(row.order.storeId)! };
  });
}

/**
 * Up to LABELS_AT_ONCE labels as one PDF, answered at once; each order remembers it was
 * printed (and how often: a reprint is allowed and counted). Larger selections are batches
 * (label-batches.ts).
 */
export async function printLabels(
  deps: Deps,
  actor: OrderActor,
  orderIds: string[],
  format: LabelFormat,
) {
  const labels = await labelsOf(deps.db, actor, orderIds);
  const pdf = await labelsPdf(labels, format);
  await deps.db.transaction((tx) =>
    recordLabelsPrinted(
      tx,
      actor,
      labels.map((l) => l.row.order),
      format,
    ),
  );
  return pdf;
}

import type { Deps } from '../../kernel/types';
import { notFound } from '../../kernel/errors';
import { findOrdersByIds, storeOf, type StoreRow } from './repository';
import { labelsPdf, type LabelFormat } from './label-pdf';
import type { OrderActor } from './pricing';
import { recordLabelsPrinted } from './service';

/**
 * The labels of a selection, in the order asked, as one PDF; each order remembers it was
 * printed (and how often: a reprint is allowed and counted). An id that is not the
 * caller's (another tenant, a store they may not use) makes the whole request 404.
 */
export async function printLabels(deps: Deps, actor: OrderActor, orderIds: string[], format: LabelFormat) {
  const ids = [...new Set(orderIds)];
  const rows = await findOrdersByIds(deps.db, actor, ids);
  if (rows.length !== ids.length) throw notFound('Order');
  const byId = new Map(rows.map((r) => [r.order.id, r]));
  const stores = new Map<string, StoreRow>();
  for (const storeId of new Set(rows.map((r) => r.order.storeId))) stores.set(storeId, (await storeOf(deps.db, actor.tenantId, storeId))!);
  const pdf = await labelsPdf(
    ids.map((id) => {
      const row = byId.get(id)!;
      return { row, store: stores.get(row.order.storeId)! };
    }),
    format,
  );
  await deps.db.transaction((tx) => recordLabelsPrinted(tx, actor, rows.map((r) => r.order), format));
  return pdf;
}

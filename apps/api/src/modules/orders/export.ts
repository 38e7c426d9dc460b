import { and, asc, eq, sql } from 'drizzle-orm';
import type { OrderFilter } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import type { ExportColumn } from '../../kernel/export';
import { fulfillmentAgents } from '../fulfillment-agents/tables';
import { stores } from '../stores/tables';
import { orderWhere, type OrderScope } from './filters';
import { orders } from './tables';

const BATCH = 1000;

const exportColumns = {
  order: orders,
  agentName: fulfillmentAgents.name,
  storeName: stores.name,
};
type ExportRow = { order: typeof orders.$inferSelect; agentName: string | null; storeName: string };

/**
 * The filtered orders, oldest first, a batch at a time by keyset (ordered_at, id): the
 * memory of one batch whatever the total, on PGlite and PostgreSQL alike, and each batch
 * an index range scan rather than an ever-growing OFFSET.
 */
export async function* orderRowsForExport(db: Db, scope: OrderScope, f: Partial<OrderFilter> & { ids?: string[] }): AsyncGenerator<ExportRow> {
  const where = orderWhere(scope, f);
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const page: ExportRow[] = await db
      .select(exportColumns)
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .leftJoin(fulfillmentAgents, eq(fulfillmentAgents.id, orders.agentId))
      .where(after ? and(where, sql`(${orders.orderedAt}, ${orders.id}) > (${after.at}, ${after.id})`) : where)
      .orderBy(asc(orders.orderedAt), asc(orders.id))
      .limit(BATCH);
    yield* page;
    if (page.length < BATCH) return;
    const last = page[page.length - 1]!.order;
    after = { at: last.orderedAt, id: last.id };
  }
}

const amount = (minor: number) => minor / 100;

/** One row per order: what the list shows, amounts as numbers in the store's currency. */
export const orderExportColumns: ExportColumn<ExportRow>[] = [
  { header: 'Number', value: (r) => r.order.number, width: 14 },
  { header: 'Date', value: (r) => r.order.orderedAt, width: 22 },
  { header: 'Store', value: (r) => r.storeName },
  { header: 'Status', value: (r) => r.order.status, width: 11 },
  { header: 'Customer', value: (r) => r.order.customerName, width: 24 },
  { header: 'Phone', value: (r) => r.order.customerPhone },
  { header: 'City', value: (r) => r.order.city },
  { header: 'Address', value: (r) => r.order.address, width: 30 },
  { header: 'Items', value: (r) => r.order.itemsCount, width: 7 },
  { header: 'Subtotal', value: (r) => amount(r.order.subtotalMinor), width: 11 },
  { header: 'Discount', value: (r) => amount(r.order.discountMinor), width: 10 },
  { header: 'Shipping', value: (r) => amount(r.order.shippingFeeMinor), width: 10 },
  { header: 'Services', value: (r) => amount(r.order.servicesMinor), width: 10 },
  { header: 'Total', value: (r) => amount(r.order.totalMinor), width: 11 },
  { header: 'COD', value: (r) => amount(r.order.codMinor), width: 11 },
  { header: 'Currency', value: (r) => r.order.currency, width: 9 },
  { header: 'Payment', value: (r) => r.order.paymentMethod, width: 9 },
  { header: 'Agent', value: (r) => r.agentName ?? '' },
  { header: 'Tracking', value: (r) => r.order.trackingNumber },
  { header: 'Note', value: (r) => r.order.note, width: 30 },
];

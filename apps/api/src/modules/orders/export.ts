import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderFilter } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import type { ExportColumn } from '../../kernel/export';
import { fulfillmentAgents } from '../fulfillment-agents';
import { stores } from '../stores';
import { orderWhere, type OrderScope } from './filters';
import { orderLines, orders } from './tables';

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
export async function* orderRowsForExport(
  db: Db,
  scope: OrderScope,
  f: Partial<OrderFilter> & { ids?: string[] },
): AsyncGenerator<ExportRow> {
  const where = orderWhere(scope, f);
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const page: ExportRow[] = await db
      .select(exportColumns)
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .leftJoin(fulfillmentAgents, eq(fulfillmentAgents.id, orders.agentId))
      .where(
        after
          ? and(where, sql`(${orders.orderedAt}, ${orders.id}) > (${after.at}, ${after.id})`)
          : where,
      )
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
  { key: 'orderNumber', value: (r) => r.order.number, width: 14 },
  { key: 'orderDate', value: (r) => r.order.orderedAt, width: 18 },
  { key: 'store', value: (r) => r.storeName },
  { key: 'status', value: (r) => r.order.status, codes: 'status', width: 11 },
  { key: 'customerName', value: (r) => r.order.customerName, width: 24 },
  { key: 'phone', value: (r) => r.order.customerPhone },
  { key: 'city', value: (r) => r.order.city },
  { key: 'address', value: (r) => r.order.address, width: 30 },
  { key: 'items', value: (r) => r.order.itemsCount, width: 7 },
  { key: 'subtotal', value: (r) => amount(r.order.subtotalMinor), width: 11 },
  { key: 'discount', value: (r) => amount(r.order.discountMinor), width: 10 },
  { key: 'shippingFee', value: (r) => amount(r.order.shippingFeeMinor), width: 10 },
  { key: 'services', value: (r) => amount(r.order.servicesMinor), width: 10 },
  { key: 'total', value: (r) => amount(r.order.totalMinor), width: 11 },
  { key: 'cod', value: (r) => amount(r.order.codMinor), width: 11 },
  { key: 'currency', value: (r) => r.order.currency, width: 9 },
  { key: 'paymentMethod', value: (r) => r.order.paymentMethod, codes: 'paymentMethod', width: 14 },
  { key: 'agent', value: (r) => r.agentName ?? '' },
  { key: 'trackingNumber', value: (r) => r.order.trackingNumber },
  { key: 'note', value: (r) => r.order.note, width: 30 },
];

type LineRow = { order: ExportRow['order']; line: typeof orderLines.$inferSelect };

/**
 * The lines export: one row per order line, in the orders import's own columns (their
 * keys for machines, their names in the reader's language for people: both are names the
 * import knows), so a file exported and imported again changes nothing: the order number
 * is the marketplace's when the order came from one, else ours, and the import knows both.
 */
export async function* orderLineRowsForExport(
  db: Db,
  scope: OrderScope,
  f: Partial<OrderFilter> & { ids?: string[] },
): AsyncGenerator<LineRow> {
  for await (const batch of batches(orderRowsForExport(db, scope, f), BATCH)) {
    const lines = await db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          batch.map((r) => r.order.id),
        ),
      )
      .orderBy(asc(orderLines.orderId), asc(orderLines.position));
    const byOrder = new Map<string, (typeof lines)[number][]>();
    for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);
    for (const r of batch)
      for (const line of byOrder.get(r.order.id) ?? []) yield { order: r.order, line };
  }
}

async function* batches<T>(rows: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let batch: T[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** The orders import's fields (contracts importFields.orders), in its order. */
export const orderLineExportColumns: ExportColumn<LineRow>[] = [
  { key: 'orderNumber', value: (r) => r.order.externalRef || r.order.number, width: 14 },
  { key: 'orderDate', value: (r) => r.order.orderedAt, width: 18 },
  { key: 'customerName', value: (r) => r.order.customerName, width: 24 },
  { key: 'phone', value: (r) => r.order.customerPhone },
  { key: 'city', value: (r) => r.order.city },
  { key: 'address', value: (r) => r.order.address, width: 30 },
  { key: 'sku', value: (r) => r.line.sku },
  { key: 'quantity', value: (r) => r.line.quantity, width: 9 },
  { key: 'unitPrice', value: (r) => amount(r.line.unitPriceMinor), width: 11 },
  { key: 'paymentMethod', value: (r) => r.order.paymentMethod, codes: 'paymentMethod', width: 14 },
  { key: 'shippingFee', value: (r) => amount(r.order.shippingFeeMinor), width: 10 },
  { key: 'note', value: (r) => r.order.note, width: 30 },
];

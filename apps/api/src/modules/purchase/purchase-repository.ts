import { and, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PurchaseListQuery } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { orderOf, searchAny } from '../../kernel/list-query';
import { stores } from '../stores';
import { purchaseOrderLines, purchaseOrders, suppliers } from './tables';

type Q = Db | Tx;
export type PurchaseRow = typeof purchaseOrders.$inferSelect;
export type PurchaseInsert = typeof purchaseOrders.$inferInsert;
export type LineRow = typeof purchaseOrderLines.$inferSelect;
export type LineInsert = typeof purchaseOrderLines.$inferInsert;

const open = ['ordered', 'partially_received'] as const;
const today = sql`current_date`;

const SORT = {
  number: purchaseOrders.number,
  expectedDate: purchaseOrders.expectedDate,
  total: purchaseOrders.totalMinor,
  status: purchaseOrders.status,
  createdAt: purchaseOrders.createdAt,
  supplierName: suppliers.name,
};

const summary = {
  po: purchaseOrders,
  supplierName: suppliers.name,
  storeName: stores.name,
  overdue: sql<boolean>`(${purchaseOrders.status} in ('ordered','partially_received') and ${purchaseOrders.expectedDate} < ${today})`,
};
export type PurchaseSummaryRow = {
  po: PurchaseRow;
  supplierName: string;
  storeName: string;
  overdue: boolean;
};

export type PurchaseFilter = PurchaseListQuery & {
  page: number;
  pageSize: number;
  tenantId: string;
  storeIds: string[];
};

function conditions(f: PurchaseFilter): SQL[] {
  const where: (SQL | undefined)[] = [
    eq(purchaseOrders.tenantId, f.tenantId),
    // The stores the caller may use; an empty list sees nothing.
    inArray(
      purchaseOrders.storeId,
      f.storeIds.length ? f.storeIds : ['00000000-0000-0000-0000-000000000000'],
    ),
    f.storeId ? eq(purchaseOrders.storeId, f.storeId) : undefined,
    f.supplierId ? eq(purchaseOrders.supplierId, f.supplierId) : undefined,
    f.status === 'open'
      ? inArray(purchaseOrders.status, [...open])
      : f.status
        ? eq(purchaseOrders.status, f.status)
        : undefined,
    f.expectedFrom ? gte(purchaseOrders.expectedDate, f.expectedFrom) : undefined,
    f.expectedTo ? lte(purchaseOrders.expectedDate, f.expectedTo) : undefined,
    f.overdue === 'true'
      ? and(inArray(purchaseOrders.status, [...open]), lt(purchaseOrders.expectedDate, today))
      : undefined,
    searchAny(f.search, [purchaseOrders.number, suppliers.name]),
  ];
  return where.filter((w): w is SQL => Boolean(w));
}

export async function listPurchases(db: Q, f: PurchaseFilter) {
  const cond = and(...conditions(f));
  const base = () =>
    db
      .select(summary)
      .from(purchaseOrders)
      .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
      .innerJoin(stores, eq(stores.id, purchaseOrders.storeId));
  const [items, [total]] = await Promise.all([
    base()
      .where(cond)
      .orderBy(orderOf(f.sort, SORT, 'createdAt'), desc(purchaseOrders.number))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db
      .select({ n: sql<number>`count(*)` })
      .from(purchaseOrders)
      .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
      .where(cond),
  ]);
  return { items: items as PurchaseSummaryRow[], total: Number(total?.n ?? 0) };
}

/** Scoped by tenant and the caller's stores: anything else is not found. */
export async function findPurchase(
  db: Q,
  tenantId: string,
  storeIds: string[],
  id: string,
  lock = false,
) {
  const query = db
    .select(summary)
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .innerJoin(stores, eq(stores.id, purchaseOrders.storeId))
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, id)));
  const [row] = (
    lock ? await query.for('update', { of: purchaseOrders }) : await query
  ) as PurchaseSummaryRow[];
  if (!row || !storeIds.includes(row.po.storeId)) return null;
  return row;
}

export async function linesOf(db: Q, purchaseOrderId: string) {
  return db
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId))
    .orderBy(purchaseOrderLines.position);
}

export async function insertPurchase(db: Q, values: PurchaseInsert) {
  const [row] = await db.insert(purchaseOrders).values(values).returning();
  return row!;
}

export async function updatePurchase(
  db: Q,
  tenantId: string,
  id: string,
  values: Partial<PurchaseInsert>,
) {
  const [row] = await db
    .update(purchaseOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, id)))
    .returning();
  return row!;
}

export async function replaceLines(db: Q, purchaseOrderId: string, lines: LineInsert[]) {
  await db
    .delete(purchaseOrderLines)
    .where(eq(purchaseOrderLines.purchaseOrderId, purchaseOrderId));
  return lines.length ? db.insert(purchaseOrderLines).values(lines).returning() : [];
}

export async function updateLine(db: Q, id: string, values: Partial<LineInsert>) {
  await db.update(purchaseOrderLines).set(values).where(eq(purchaseOrderLines.id, id));
}

/** The unit cost each product was last ordered at in `currency` (drafts excluded), for line defaults. */
export async function lastUnitCosts(
  db: Q,
  tenantId: string,
  productIds: string[],
  currency: string,
) {
  if (productIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectDistinctOn([purchaseOrderLines.productId], {
      productId: purchaseOrderLines.productId,
      unitCostMinor: purchaseOrderLines.unitCostMinor,
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .where(
      and(
        eq(purchaseOrderLines.tenantId, tenantId),
        inArray(purchaseOrderLines.productId, productIds),
        eq(purchaseOrders.currency, currency),
        sql`${purchaseOrders.status} <> 'draft'`,
      ),
    )
    .orderBy(purchaseOrderLines.productId, desc(purchaseOrders.createdAt));
  return new Map(rows.map((r) => [r.productId, r.unitCostMinor]));
}

/** Units still expected per product on this store's open orders (for reorder suggestions). */
export async function onOrder(db: Q, tenantId: string, storeId: string) {
  const rows = await db
    .select({
      productId: purchaseOrderLines.productId,
      n: sql<number>`sum(greatest(${purchaseOrderLines.quantity} - ${purchaseOrderLines.receivedQuantity}, 0))`,
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.purchaseOrderId))
    .where(
      and(
        eq(purchaseOrders.tenantId, tenantId),
        eq(purchaseOrders.storeId, storeId),
        inArray(purchaseOrders.status, ['draft', ...open]),
      ),
    )
    .groupBy(purchaseOrderLines.productId);
  return new Map(rows.map((r) => [r.productId, Number(r.n)]));
}

import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { users } from '../users';
import {
  purchaseOrderLines,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceipts,
  supplierPayables,
  suppliers,
} from './tables';

type Q = Db | Tx;
export type ReceiptInsert = typeof purchaseReceipts.$inferInsert;
export type ReceiptLineInsert = typeof purchaseReceiptLines.$inferInsert;
export type PayableInsert = typeof supplierPayables.$inferInsert;

export async function insertReceipt(
  db: Q,
  receipt: ReceiptInsert,
  lines: Omit<ReceiptLineInsert, 'receiptId'>[],
) {
  const [row] = await db.insert(purchaseReceipts).values(receipt).returning();
  await db.insert(purchaseReceiptLines).values(lines.map((l) => ({ ...l, receiptId: row!.id })));
  return row!;
}

export async function insertPayable(db: Q, values: PayableInsert) {
  const [row] = await db.insert(supplierPayables).values(values).returning();
  return row!;
}

/** A purchase order's receipts, oldest first, each with its lines and who received it. */
export async function receiptsOf(db: Q, purchaseOrderId: string) {
  const receipts = await db
    .select({ r: purchaseReceipts, by: users.fullName })
    .from(purchaseReceipts)
    .leftJoin(users, eq(users.id, purchaseReceipts.receivedBy))
    .where(eq(purchaseReceipts.purchaseOrderId, purchaseOrderId))
    .orderBy(asc(purchaseReceipts.receivedAt));
  if (receipts.length === 0) return [];
  const lines = await db
    .select({
      l: purchaseReceiptLines,
      sku: purchaseOrderLines.sku,
      productName: purchaseOrderLines.productName,
      position: purchaseOrderLines.position,
    })
    .from(purchaseReceiptLines)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, purchaseReceiptLines.lineId))
    .where(
      inArray(
        purchaseReceiptLines.receiptId,
        receipts.map((x) => x.r.id),
      ),
    )
    .orderBy(asc(purchaseOrderLines.position));
  return receipts.map(({ r, by }) => ({
    ...r,
    receivedByName: by,
    lines: lines.filter((x) => x.l.receiptId === r.id),
  }));
}

export interface PayableFilter {
  supplierId?: string;
  status?: 'open' | 'paid';
  purchaseOrderId?: string;
  ids?: string[];
}

/** Money owed to suppliers, oldest due first, with the supplier's name and the PO number. */
export async function selectPayables(db: Q, tenantId: string, f: PayableFilter = {}) {
  const where: (SQL | undefined)[] = [
    eq(supplierPayables.tenantId, tenantId),
    f.supplierId ? eq(supplierPayables.supplierId, f.supplierId) : undefined,
    f.status ? eq(supplierPayables.status, f.status) : undefined,
    f.purchaseOrderId ? eq(supplierPayables.purchaseOrderId, f.purchaseOrderId) : undefined,
    f.ids
      ? inArray(
          supplierPayables.id,
          f.ids.length ? f.ids : ['00000000-0000-0000-0000-000000000000'],
        )
      : undefined,
  ];
  return db
    .select({
      p: supplierPayables,
      supplierName: suppliers.name,
      purchaseNumber: purchaseOrders.number,
    })
    .from(supplierPayables)
    .innerJoin(suppliers, eq(suppliers.id, supplierPayables.supplierId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, supplierPayables.purchaseOrderId))
    .where(and(...where))
    .orderBy(asc(supplierPayables.dueDate), asc(supplierPayables.createdAt));
}

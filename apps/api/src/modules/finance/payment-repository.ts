import { and, asc, desc, eq, gte, lte, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PaymentListParams } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { listPage, searchAny } from '../../kernel/list-query';
import { paymentAllocations, payments } from './tables';
import { agentNames } from '../fulfillment-agents';
import { orderNumbers } from '../orders';
import { findPayables, supplierNames } from '../purchase';
import { storeNames } from '../stores';
import { userNames } from '../users';
import { chargeLabels } from './service-charges';

type Q = Db | Tx;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentInsert = typeof payments.$inferInsert;
export type AllocationRow = typeof paymentAllocations.$inferSelect;

const SORT = {
  paidOn: payments.paidOn,
  amount: payments.amountMinor,
  createdAt: payments.createdAt,
  number: payments.number,
} as const;

export function listPayments(db: Q, tenantId: string, q: PaymentListParams) {
  const where: (SQL | undefined)[] = [
    eq(payments.tenantId, tenantId),
    searchAny(q.q, [payments.number, payments.reference, payments.counterparty, payments.note]),
    q.direction ? eq(payments.direction, q.direction) : undefined,
    q.kind ? eq(payments.kind, q.kind) : undefined,
    q.storeId ? eq(payments.storeId, q.storeId) : undefined,
    q.agentId ? eq(payments.agentId, q.agentId) : undefined,
    q.supplierId ? eq(payments.supplierId, q.supplierId) : undefined,
    q.from ? gte(payments.paidOn, q.from) : undefined,
    q.to ? lte(payments.paidOn, q.to) : undefined,
    q.voided === 'exclude'
      ? isNull(payments.voidedAt)
      : q.voided === 'only'
        ? isNotNull(payments.voidedAt)
        : undefined,
  ];
  const column = SORT[q.sort ?? 'paidOn'];
  return listPage(db, payments, {
    page: q.page,
    pageSize: q.pageSize,
    where,
    order: q.order === 'asc' ? asc(column) : desc(column),
    tieBreak: payments.createdAt,
  });
}

export async function findPayment(db: Q, tenantId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertPayment(db: Q, values: PaymentInsert) {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function updatePayment(
  db: Q,
  tenantId: string,
  id: string,
  set: Partial<PaymentInsert>,
) {
  const [row] = await db
    .update(payments)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(payments.tenantId, tenantId), eq(payments.id, id)))
    .returning();
  return row!;
}

export const allocationsOf = (db: Q, tenantId: string, paymentId: string) =>
  db
    .select()
    .from(paymentAllocations)
    .where(
      and(eq(paymentAllocations.tenantId, tenantId), eq(paymentAllocations.paymentId, paymentId)),
    )
    .orderBy(asc(paymentAllocations.createdAt));

export const insertAllocations = (db: Q, values: (typeof paymentAllocations.$inferInsert)[]) =>
  db.insert(paymentAllocations).values(values).returning();

export async function deleteAllocation(db: Q, tenantId: string, paymentId: string, id: string) {
  const [row] = await db
    .delete(paymentAllocations)
    .where(
      and(
        eq(paymentAllocations.tenantId, tenantId),
        eq(paymentAllocations.paymentId, paymentId),
        eq(paymentAllocations.id, id),
      ),
    )
    .returning();
  return row ?? null;
}

export const deleteAllocationsOf = (db: Q, tenantId: string, paymentId: string) =>
  db
    .delete(paymentAllocations)
    .where(
      and(eq(paymentAllocations.tenantId, tenantId), eq(paymentAllocations.paymentId, paymentId)),
    )
    .returning();

/**
 * Names shown beside payments: stores, agents, suppliers, users (one query per kind for a
 * page, each through its module's door).
 */
export async function namesOf(db: Q, tenantId: string, ids: string[]) {
  const found = [
    await storeNames(db, tenantId, ids),
    await agentNames(db, tenantId, ids),
    await supplierNames(db, tenantId, ids),
    await userNames(db, ids),
  ];
  return new Map(found.flatMap((names) => [...names]));
}

/** Order numbers, purchase numbers and service charges' labels of allocations. */
export async function allocationLabels(db: Q, tenantId: string, rows: AllocationRow[]) {
  const orderIds = rows.flatMap((r) => (r.orderId ? [r.orderId] : []));
  const payableIds = rows.flatMap((r) => (r.payableId ? [r.payableId] : []));
  const chargeIds = rows.flatMap((r) => (r.chargeId ? [r.chargeId] : []));
  const labels = await orderNumbers(db, tenantId, orderIds);
  if (payableIds.length)
    for (const p of await findPayables(db, tenantId, { ids: payableIds }))
      labels.set(p.id, p.purchaseNumber);
  for (const [id, label] of await chargeLabels(db, tenantId, chargeIds)) labels.set(id, label);
  return labels;
}

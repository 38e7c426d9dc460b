import { and, asc, desc, eq, gte, lte, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PaymentListParams } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { listPage, searchAny } from '../../kernel/list-query';
import { paymentAllocations, payments } from './tables';
import { rowsOf } from './sql-rows';

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

/** Names shown beside payments: stores, agents, suppliers, users (one query for a page). */
export async function namesOf(db: Q, tenantId: string, ids: string[]) {
  const list = `{${[...new Set(ids)].join(',')}}`;
  const rows = await rowsOf<{ id: string; name: string }>(
    db,
    sql`select id::text, name from stores where tenant_id = ${tenantId} and id = any(${list}::uuid[])
        union all select id::text, name from fulfillment_agents where tenant_id = ${tenantId} and id = any(${list}::uuid[])
        union all select id::text, name from suppliers where tenant_id = ${tenantId} and id = any(${list}::uuid[])
        union all select id::text, coalesce(nullif(full_name, ''), email) from users where id = any(${list}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Order numbers and purchase numbers of allocations. */
export async function allocationLabels(db: Q, tenantId: string, rows: AllocationRow[]) {
  const orderIds = `{${rows.flatMap((r) => (r.orderId ? [r.orderId] : [])).join(',')}}`;
  const payableIds = `{${rows.flatMap((r) => (r.payableId ? [r.payableId] : [])).join(',')}}`;
  const found = await rowsOf<{ id: string; label: string }>(
    db,
    sql`select id::text, number as label from orders where tenant_id = ${tenantId} and id = any(${orderIds}::uuid[])
        union all select sp.id::text, po.number from supplier_payables sp join purchase_orders po on po.id = sp.purchase_order_id
          where sp.tenant_id = ${tenantId} and sp.id = any(${payableIds}::uuid[])`,
  );
  return new Map(found.map((r) => [r.id, r.label]));
}

import { and, eq, sql } from 'drizzle-orm';
import type { SupplierPayable } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { AppError, notFound } from '../../kernel/errors';
import { fromMinor } from '../../kernel/money';
import { iso } from '../users';
import { selectPayables, type PayableFilter } from './receipt-repository';
import { supplierPayables } from './tables';

/**
 * Money owed to suppliers, one row per receipt (amount at landed cost, due date = receipt
 * day + the supplier's payment terms), oldest due first. For the finance module.
 */
export async function findPayables(
  db: Db | Tx,
  tenantId: string,
  filter: PayableFilter = {},
): Promise<
  (SupplierPayable & {
    amountMinor: number;
    paidMinor: number;
    charge: 'goods' | 'shipping' | 'customs';
  })[]
> {
  const rows = await selectPayables(db, tenantId, filter);
  return rows.map(({ p, supplierName, purchaseNumber }) => ({
    id: p.id,
    supplierId: p.supplierId,
    supplierName,
    purchaseOrderId: p.purchaseOrderId,
    purchaseNumber,
    charge: p.charge,
    storeId: p.storeId,
    currency: p.currency,
    amount: fromMinor(p.amountMinor),
    paid: fromMinor(p.paidMinor),
    amountMinor: p.amountMinor,
    paidMinor: p.paidMinor,
    dueDate: p.dueDate,
    status: p.status,
    createdAt: iso(p.createdAt),
  }));
}

/**
 * Adds a payment (minor units, negative to reverse one) to a payable inside the caller's
 * transaction; it is paid once nothing is left. Refuses paying more than is owed.
 */
export async function settlePayable(
  tx: Tx,
  tenantId: string,
  payableId: string,
  amountMinor: number,
) {
  const [row] = await tx
    .select()
    .from(supplierPayables)
    .where(and(eq(supplierPayables.tenantId, tenantId), eq(supplierPayables.id, payableId)))
    .for('update');
  if (!row) throw notFound('Supplier payable');
  const paid = row.paidMinor + amountMinor;
  if (paid > row.amountMinor || paid < 0) {
    throw new AppError(
      422,
      'validation_failed',
      `Only ${fromMinor(row.amountMinor - row.paidMinor)} ${row.currency} is left to pay`,
    );
  }
  await tx
    .update(supplierPayables)
    .set({
      paidMinor: paid,
      status: paid === row.amountMinor ? 'paid' : 'open',
      updatedAt: sql`now()`,
    })
    .where(eq(supplierPayables.id, payableId));
  return { ...row, paidMinor: paid };
}

import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { dueDateAfter } from './dates';
import { supplierPayables, suppliers } from './tables';

type Q = Db | Tx;

/** Suppliers' names by id, this tenant's only. */
export async function supplierNames(db: Q, tenantId: string, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, tenantId), inArray(suppliers.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * When a charge a supplier bills on a day falls due, for each of these suppliers (this
 * tenant's only): by the payables' rule (dueDateAfter) on the payment terms it has now. The
 * caller freezes the answer with the charge (finance: a cost service's provider), so a
 * terms edit later moves no due date already given.
 */
export async function supplierDueRules(db: Q, tenantId: string, ids: string[]) {
  const rules = new Map<string, (day: string) => string>();
  if (!ids.length) return rules;
  const rows = await db
    .select({ id: suppliers.id, terms: suppliers.paymentTermsDays })
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, tenantId), inArray(suppliers.id, [...new Set(ids)])));
  for (const r of rows) rules.set(r.id, (day: string) => dueDateAfter(day, r.terms));
  return rules;
}

/** What is still owed on open payables due by `dueBy` (a day), per currency, in minor units. */
export async function owedToSuppliers(db: Q, tenantId: string, dueBy: string) {
  const rows = await db
    .select({
      currency: supplierPayables.currency,
      owed: sql<string>`sum(${supplierPayables.amountMinor} - ${supplierPayables.paidMinor})`,
    })
    .from(supplierPayables)
    .where(
      and(
        eq(supplierPayables.tenantId, tenantId),
        eq(supplierPayables.status, 'open'),
        lte(supplierPayables.dueDate, dueBy),
      ),
    )
    .groupBy(supplierPayables.currency);
  return rows.map((r) => ({ currency: r.currency, owedMinor: Number(r.owed ?? 0) }));
}

/**
 * Marks payables paid in full, in one statement: the demo seed's supplier payments each
 * settle the payable they name in full (a live payment goes through settlePayable).
 */
export async function settlePayablesInFull(tx: Q, tenantId: string, ids: string[]) {
  if (!ids.length) return;
  await tx
    .update(supplierPayables)
    .set({ paidMinor: sql`${supplierPayables.amountMinor}`, status: 'paid', updatedAt: sql`now()` })
    .where(
      and(eq(supplierPayables.tenantId, tenantId), inArray(supplierPayables.id, [...new Set(ids)])),
    );
}

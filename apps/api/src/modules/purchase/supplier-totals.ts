import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SupplierTotals } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { fromMinor } from '../../kernel/money';
import { purchaseOrders, supplierPayables } from './tables';

const PLACED = ['ordered', 'partially_received', 'received'] as const;
const OPEN = ['ordered', 'partially_received'] as ('ordered' | 'partially_received')[];

/**
 * Each supplier's figures over `storeIds` only (the store the top bar chose, else the
 * caller's stores: issue 30.7), per currency: what was purchased, how many orders are open,
 * what is owed. Two grouped reads for the page's suppliers.
 */
export async function supplierTotals(
  db: Db | Tx,
  tenantId: string,
  storeIds: string[],
  supplierIds: string[],
): Promise<Map<string, SupplierTotals[]>> {
  const out = new Map<
    string,
    Map<string, SupplierTotals & { purchasedMinor: number; owedMinor: number }>
  >();
  if (!supplierIds.length || !storeIds.length) return new Map();
  const slot = (supplierId: string, currency: string) => {
    const bySupplier = out.get(supplierId) ?? new Map();
    out.set(supplierId, bySupplier);
    const row = bySupplier.get(currency) ?? {
      currency,
      purchased: '0',
      openOrders: 0,
      owed: '0',
      purchasedMinor: 0,
      owedMinor: 0,
    };
    bySupplier.set(currency, row);
    return row;
  };
  const placed = await db
    .select({
      supplierId: purchaseOrders.supplierId,
      currency: purchaseOrders.currency,
      // What this supplier sold: a closed-short order only what was received (its payables to
      // the supplier), shipping or customs another party bills left out (issue 29.7).
      purchasedMinor: sql<number>`coalesce(sum(case when ${purchaseOrders.closedShort}
          then (select coalesce(sum(sp.amount_minor), 0) from supplier_payables sp where sp.purchase_order_id = purchase_orders.id and sp.supplier_id = purchase_orders.supplier_id)
          else ${purchaseOrders.totalMinor}
            - case when ${purchaseOrders.shippingSupplierId} <> ${purchaseOrders.supplierId} then ${purchaseOrders.shippingMinor} else 0 end
            - case when ${purchaseOrders.customsSupplierId} <> ${purchaseOrders.supplierId} then ${purchaseOrders.customsMinor} else 0 end
          end), 0)::bigint`,
      openOrders: sql<number>`count(*) filter (where ${inArray(purchaseOrders.status, OPEN)})::int`,
    })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.tenantId, tenantId),
        inArray(purchaseOrders.storeId, storeIds),
        inArray(purchaseOrders.supplierId, supplierIds),
        inArray(purchaseOrders.status, [...PLACED]),
      ),
    )
    .groupBy(purchaseOrders.supplierId, purchaseOrders.currency);
  for (const r of placed)
    Object.assign(slot(r.supplierId, r.currency), {
      purchasedMinor: Number(r.purchasedMinor),
      openOrders: Number(r.openOrders),
    });
  const owed = await db
    .select({
      supplierId: supplierPayables.supplierId,
      currency: supplierPayables.currency,
      owedMinor: sql<number>`coalesce(sum(${supplierPayables.amountMinor} - ${supplierPayables.paidMinor}), 0)::bigint`,
    })
    .from(supplierPayables)
    .where(
      and(
        eq(supplierPayables.tenantId, tenantId),
        inArray(supplierPayables.storeId, storeIds),
        inArray(supplierPayables.supplierId, supplierIds),
        eq(supplierPayables.status, 'open'),
      ),
    )
    .groupBy(supplierPayables.supplierId, supplierPayables.currency);
  for (const r of owed) slot(r.supplierId, r.currency).owedMinor = Number(r.owedMinor);
  return new Map(
    [...out].map(([id, byCurrency]) => [
      id,
      [...byCurrency.values()].map(({ purchasedMinor, owedMinor, ...t }) => ({
        ...t,
        purchased: fromMinor(purchasedMinor),
        owed: fromMinor(owedMinor),
      })),
    ]),
  );
}

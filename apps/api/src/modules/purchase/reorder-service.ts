import type { ReorderSuggestion } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { AppError } from '../../kernel/errors';
import { fromMinor } from '../../kernel/money';
import type { AuthContext } from '../../kernel/types';
import { findProducts } from '../catalogue';
import { lowStockOf } from '../inventory';
import { findStoreInTenant } from '../stores';
import { lastUnitCosts, onOrder } from './purchase-repository';

/**
 * The store's products at or under their low-stock level, each with a quantity that brings
 * it back to twice its level once what is already on order arrives. Products whose open
 * orders already cover that are left out: ordering them again would double up.
 */
export async function reorderSuggestions(
  db: Db,
  auth: AuthContext,
  storeId: string,
): Promise<{ items: ReorderSuggestion[] }> {
  if (!auth.storeIds.includes(storeId))
    throw new AppError(403, 'store_forbidden', 'You may not use this store');
  const low = await lowStockOf(db, auth.tenant.id, storeId);
  const currency = (await findStoreInTenant(db, auth.tenant.id, storeId))?.currency ?? '';
  const ids = low.map((l) => l.productId);
  const [products, pending, lastCosts] = await Promise.all([
    findProducts(db, auth.tenant.id, ids),
    onOrder(db, auth.tenant.id, storeId),
    lastUnitCosts(db, auth.tenant.id, ids, currency),
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const items: ReorderSuggestion[] = [];
  for (const l of low) {
    const p = byId.get(l.productId);
    if (!p) continue;
    const already = pending.get(l.productId) ?? 0;
    const suggested = 2 * l.lowStockLevel - l.onHand - already;
    if (suggested <= 0) continue;
    items.push({
      productId: p.id,
      sku: p.sku,
      productName: p.name,
      barcode: p.barcode || null,
      onHand: l.onHand,
      lowStockLevel: l.lowStockLevel,
      onOrder: already,
      suggestedQuantity: suggested,
      unitCost: fromMinor(lastCosts.get(p.id) ?? (p.currency === currency ? p.costPriceMinor : 0)),
    });
  }
  return { items };
}

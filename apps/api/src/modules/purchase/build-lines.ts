import type { PurchaseLineBody } from '@sp/contracts/api';
import type { Tx } from '../../kernel/db/client';
import { AppError } from '../../kernel/errors';
import { toMinor } from '../../kernel/money';
import { findProducts } from '../catalogue';
import { spreadExtraCosts } from './landed-cost';
import { lastUnitCosts, type LineInsert } from './purchase-repository';

type Line = { productId: string; quantity: number; unitCost?: string };

/** One line per product: the same product added twice (two scans, two picks) adds up. */
function merge(lines: Line[]) {
  const byProduct = new Map<string, Line & { index: number }>();
  lines.forEach((l, index) => {
    const seen = byProduct.get(l.productId);
    if (seen) seen.quantity += l.quantity;
    else byProduct.set(l.productId, { ...l, index });
  });
  return [...byProduct.values()];
}

/**
 * The stored lines of an order: products checked against the tenant's catalogue and
 * snapshotted (SKU, name, barcode), unit costs defaulted to the last purchase cost in the
 * order's currency (or the catalogue cost price in the same currency), extra costs spread by value. Totals come back with them.
 */
export async function buildLines(
  tx: Tx,
  tenantId: string,
  purchaseOrderId: string,
  currency: string,
  body: PurchaseLineBody[],
  extraMinor: number,
) {
  const lines = merge(body as Line[]);
  const ids = lines.map((l) => l.productId);
  const [products, lastCosts] = await Promise.all([
    findProducts(tx, tenantId, ids),
    lastUnitCosts(tx, tenantId, ids, currency),
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const missing = lines.filter((l) => !byId.has(l.productId));
  if (missing.length) {
    const details = missing.map((l) => ({
      path: `lines.${l.index}.productId`,
      message: 'This product is not in your catalogue',
    }));
    throw new AppError(422, 'product_unknown', details[0]!.message, details);
  }
  // A catalogue cost in another currency is no default: the buyer states the price.
  const unpriced = lines.filter(
    (l) =>
      l.unitCost === undefined &&
      !lastCosts.has(l.productId) &&
      byId.get(l.productId)!.currency !== currency,
  );
  if (unpriced.length) {
    const details = unpriced.map((l) => ({
      path: `lines.${l.index}.unitCost`,
      message: `Enter the unit cost in ${currency}`,
    }));
    throw new AppError(400, 'validation_failed', details[0]!.message, details);
  }
  const costed = spreadExtraCosts(
    lines.map((l) => {
      const p = byId.get(l.productId)!;
      const unitCostMinor =
        l.unitCost !== undefined
          ? toMinor(l.unitCost)
          : (lastCosts.get(l.productId) ?? p.costPriceMinor);
      return {
        productId: p.id,
        sku: p.sku,
        productName: p.name,
        barcode: p.barcode ?? '',
        quantity: l.quantity,
        unitCostMinor,
      };
    }),
    extraMinor,
  );
  const rows: LineInsert[] = costed.map((l, position) => ({
    ...l,
    tenantId,
    purchaseOrderId,
    position,
  }));
  const subtotalMinor = costed.reduce((sum, l) => sum + l.quantity * l.unitCostMinor, 0);
  const orderedQuantity = costed.reduce((sum, l) => sum + l.quantity, 0);
  return { rows, subtotalMinor, totalMinor: subtotalMinor + extraMinor, orderedQuantity };
}

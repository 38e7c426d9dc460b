import { AppError, notFound } from '../../kernel/errors';
import type { Tx } from '../../kernel/db/client';
import type { Actor } from '../../kernel/types';
import {
  insertMovements,
  lockStockRows,
  saveStockRow,
  type MovementInsert,
} from './ledger-repository';
import { alertLowStock, type LowStockCrossing } from './low-stock';

export type MovementKind =
  'receipt' | 'shipment' | 'return' | 'adjustment' | 'transfer_out' | 'transfer_in';

export interface MovementInput {
  productId: string;
  storeId: string;
  kind: MovementKind;
  /** Signed: + in, - out. */
  quantity: number;
  /** Incoming: the landed unit cost (receipts move the weighted average with it). */
  unitCostMinor?: number;
  reference?: {
    type: 'order' | 'purchase' | 'adjustment' | 'transfer' | 'opening';
    id: string;
    label?: string;
  };
  reason?: string;
  note?: string;
}

const key = (m: { productId: string; storeId: string }) => `${m.productId}|${m.storeId}`;
const isLow = (onHand: number, level: number) => level > 0 && onHand <= level;

/**
 * The one way stock changes. Inside the caller's transaction: locks the rows, refuses the
 * whole batch (writing nothing) if any move would take on hand below zero, keeps the
 * weighted average cost, records the cost each outgoing unit left at, and alerts the
 * tenant's admins once when a row crosses below its low-stock level.
 */
export async function recordMovements(tx: Tx, actor: Actor, moves: MovementInput[]) {
  if (moves.length === 0) return [];
  for (const [i, m] of moves.entries()) {
    if (!Number.isInteger(m.quantity) || m.quantity === 0) {
      throw new AppError(
        400,
        'validation_failed',
        'A movement quantity is a whole number other than 0',
        [{ path: `moves.${i}.quantity`, message: 'A whole number other than 0' }],
      );
    }
  }
  const pairs = [
    ...new Map(moves.map((m) => [key(m), { productId: m.productId, storeId: m.storeId }])).values(),
  ];
  const locked = await lockStockRows(tx, actor.tenantId, pairs);
  const rows = new Map(locked.map((r) => [key(r), { ...r, wasAlerted: r.lowAlerted }]));
  if (rows.size !== pairs.length) throw notFound('Product or store');

  const inserts: MovementInsert[] = [];
  for (const [i, m] of moves.entries()) {
    const row = rows.get(key(m))!;
    let unitCost = row.averageCostMinor;
    if (m.quantity < 0) {
      if (row.onHand + m.quantity < 0) {
        const message = `${row.sku} at ${row.storeName}: ${row.onHand} on hand, ${-m.quantity} needed`;
        throw new AppError(409, 'stock_short', message, [{ path: `moves.${i}.quantity`, message }]);
      }
    } else {
      unitCost =
        m.unitCostMinor ??
        (row.onHand > 0 || row.averageCostMinor > 0 ? row.averageCostMinor : row.costPriceMinor);
      const total = row.onHand + m.quantity;
      row.averageCostMinor =
        row.onHand <= 0
          ? unitCost
          : Math.round((row.onHand * row.averageCostMinor + m.quantity * unitCost) / total);
    }
    row.onHand += m.quantity;
    inserts.push({
      tenantId: actor.tenantId,
      productId: m.productId,
      storeId: m.storeId,
      kind: m.kind,
      quantity: m.quantity,
      unitCostMinor: unitCost,
      onHandAfter: row.onHand,
      averageCostAfterMinor: row.averageCostMinor,
      referenceType: m.reference?.type ?? null,
      referenceId: m.reference?.id ?? null,
      referenceLabel: m.reference?.label ?? null,
      reason: m.reason ?? null,
      note: m.note ?? null,
      userId: actor.userId,
    });
  }

  const crossings: LowStockCrossing[] = [];
  for (const row of rows.values()) {
    const low = isLow(row.onHand, row.lowStockLevel);
    if (low && !row.wasAlerted) crossings.push(row);
    await saveStockRow(tx, row, {
      onHand: row.onHand,
      averageCostMinor: row.averageCostMinor,
      lowAlerted: low,
    });
  }
  const written = await insertMovements(tx, inserts);
  await alertLowStock(tx, actor.tenantId, crossings);
  return written;
}

import type { Movement, StockRow } from '@sp/contracts/api';
import { fromMinor } from '../../kernel/money';
import { iso } from '../users';
import type { listMovements, listStock } from './stock-repository';

type StockItem = Awaited<ReturnType<typeof listStock>>['items'][number];
type MovementItem = Awaited<ReturnType<typeof listMovements>>['items'][number];

export const toStockRow = ({ stock, product, storeName, currency, low }: StockItem): StockRow => ({
  productId: stock.productId,
  storeId: stock.storeId,
  sku: product.sku,
  name: product.name,
  barcode: product.barcode,
  category: product.category,
  productStatus: product.status,
  storeName,
  currency,
  onHand: stock.onHand,
  reserved: stock.reserved,
  available: Math.max(0, stock.onHand - stock.reserved),
  stocked: stock.stocked,
  lowStockLevel: stock.lowStockLevel,
  low: Boolean(low),
  averageCost: fromMinor(stock.averageCostMinor),
  value: fromMinor(stock.onHand * stock.averageCostMinor),
  updatedAt: iso(stock.updatedAt),
});

export const toMovement = ({
  movement: m,
  sku,
  productName,
  storeName,
  currency,
  userName,
}: MovementItem): Movement => ({
  id: m.id,
  productId: m.productId,
  storeId: m.storeId,
  sku,
  productName,
  storeName,
  currency,
  kind: m.kind,
  quantity: m.quantity,
  unitCost: fromMinor(m.unitCostMinor),
  onHandAfter: m.onHandAfter,
  reference:
    m.referenceType && m.referenceId
      ? { type: m.referenceType, id: m.referenceId, label: m.referenceLabel }
      : null,
  reason: m.reason,
  note: m.note,
  user: m.userId && userName ? { id: m.userId, fullName: userName } : null,
  createdAt: iso(m.createdAt),
});

/** Stock and ledger rows as a caller who may not see cost reads them (null, not zero). */
export const stockCostShown = (r: StockRow, shown: boolean): StockRow =>
  shown ? r : { ...r, averageCost: null, value: null };
export const movementCostShown = (m: Movement, shown: boolean): Movement =>
  shown ? m : { ...m, unitCost: null };

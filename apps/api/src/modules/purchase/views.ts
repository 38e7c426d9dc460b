import type { PurchaseLine, PurchaseOrder, PurchaseOrderSummary } from '@sp/contracts/api';
import { fromMinor } from '../../kernel/money';
import { iso } from '../users';
import { landedUnitCost, lineValue } from './landed-cost';
import type { LineRow, PurchaseSummaryRow } from './purchase-repository';
import type { receiptsOf } from './receipt-repository';
import type { SupplierRow } from './supplier-repository';

const isoOrNull = (d: Date | null) => (d ? iso(d) : null);

export const toSummary = ({
  po,
  supplierName,
  storeName,
  overdue,
}: PurchaseSummaryRow): PurchaseOrderSummary => ({
  id: po.id,
  number: po.number,
  status: po.status,
  closedShort: po.closedShort,
  supplierId: po.supplierId,
  supplierName,
  storeId: po.storeId,
  storeName,
  currency: po.currency,
  expectedDate: po.expectedDate,
  overdue: Boolean(overdue),
  total: fromMinor(po.totalMinor),
  orderedQuantity: po.orderedQuantity,
  receivedQuantity: po.receivedQuantity,
  createdAt: iso(po.createdAt),
  orderedAt: isoOrNull(po.orderedAt),
  receivedAt: isoOrNull(po.receivedAt),
});

export type Stock = { onHand: number; averageCostMinor: number };

export const toLine = (l: LineRow, closed: boolean, stock: Stock): PurchaseLine => ({
  id: l.id,
  productId: l.productId,
  sku: l.sku,
  productName: l.productName,
  barcode: l.barcode || null,
  quantity: l.quantity,
  receivedQuantity: l.receivedQuantity,
  expectedQuantity: closed ? 0 : Math.max(0, l.quantity - l.receivedQuantity),
  unitCost: fromMinor(l.unitCostMinor),
  extraCost: fromMinor(l.extraCostMinor),
  landedUnitCost: fromMinor(landedUnitCost(l)),
  lineTotal: fromMinor(lineValue(l)),
  stock: { onHand: stock.onHand, averageCost: fromMinor(stock.averageCostMinor) },
});

type Receipts = Awaited<ReturnType<typeof receiptsOf>>;

export function toPurchase(
  row: PurchaseSummaryRow,
  lines: LineRow[],
  stocks: Stock[],
  receipts: Receipts,
  supplier: SupplierRow,
): PurchaseOrder {
  const { po } = row;
  const closed = po.status === 'cancelled' || po.status === 'received';
  return {
    ...toSummary(row),
    notes: po.notes,
    extraCosts: {
      shipping: fromMinor(po.shippingMinor),
      customs: fromMinor(po.customsMinor),
      other: fromMinor(po.otherCostMinor),
      shippingSupplierId: po.shippingSupplierId,
      customsSupplierId: po.customsSupplierId,
    },
    subtotal: fromMinor(po.subtotalMinor),
    lines: lines.map((l, i) => toLine(l, closed, stocks[i]!)),
    receipts: receipts.map((r) => ({
      id: r.id,
      receivedAt: iso(r.receivedAt),
      receivedBy: r.receivedByName,
      note: r.note,
      value: fromMinor(r.valueMinor),
      lines: r.lines.map(({ l, sku, productName }) => ({
        productId: l.productId,
        sku,
        productName,
        quantity: l.quantity,
        landedUnitCost: fromMinor(l.landedUnitCostMinor),
        overReceiptReason: l.overReceiptReason,
      })),
    })),
    supplier: {
      name: supplier.name,
      contactName: supplier.contactName,
      phone: supplier.phone,
      email: supplier.email,
      paymentTermsDays: supplier.paymentTermsDays,
    },
  };
}

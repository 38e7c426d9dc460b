import type { PurchaseOrder, PurchaseOrderBody } from '@sp/contracts/api';

export interface LineDraft {
  productId: string;
  sku: string;
  productName: string;
  quantity: string;
  /** Empty: the API takes the last purchase cost (or the catalogue cost). */
  unitCost: string;
  hint?: string;
}

export interface PurchaseDraft {
  supplierId: string;
  storeId: string;
  expectedDate: string;
  notes: string;
  shipping: string;
  customs: string;
  other: string;
  /** Who bills the shipping / the customs when not the supplier (a forwarder, a broker); empty: the supplier. */
  shippingSupplierId: string;
  customsSupplierId: string;
  lines: LineDraft[];
}

export const emptyDraft = (storeId: string): PurchaseDraft => ({
  supplierId: '',
  storeId,
  expectedDate: '',
  notes: '',
  shipping: '',
  customs: '',
  other: '',
  shippingSupplierId: '',
  customsSupplierId: '',
  lines: [],
});

export const draftOf = (po: PurchaseOrder): PurchaseDraft => ({
  supplierId: po.supplierId,
  storeId: po.storeId,
  expectedDate: po.expectedDate ?? '',
  notes: po.notes,
  shipping: po.extraCosts.shipping === '0.00' ? '' : po.extraCosts.shipping,
  customs: po.extraCosts.customs === '0.00' ? '' : po.extraCosts.customs,
  other: po.extraCosts.other === '0.00' ? '' : po.extraCosts.other,
  shippingSupplierId: po.extraCosts.shippingSupplierId ?? '',
  customsSupplierId: po.extraCosts.customsSupplierId ?? '',
  lines: po.lines.map((l) => ({
    productId: l.productId,
    sku: l.sku,
    productName: l.productName,
    quantity: String(l.quantity),
    unitCost: l.unitCost,
  })),
});

const MONEY = /^\d{1,9}([.,]\d{1,2})?$/;
const money = (v: string) => v.trim().replace(',', '.');

/** What the form checks before sending (the API checks it all again): field -> text key. */
export function problemsOf(d: PurchaseDraft): Record<string, string> {
  const out: Record<string, string> = {};
  if (!d.supplierId) out.supplierId = 'validation.supplierRequired';
  if (!d.storeId) out.storeId = 'validation.storeRequired';
  if (d.lines.length === 0) out.lines = 'validation.linesRequired';
  for (const key of ['shipping', 'customs', 'other'] as const)
    if (d[key].trim() && !MONEY.test(d[key].trim())) out[key] = 'validation.money';
  d.lines.forEach((l, i) => {
    if (!/^\d+$/.test(l.quantity.trim()) || Number(l.quantity) < 1)
      out[`lines.${i}.quantity`] = 'validation.quantity';
    if (l.unitCost.trim() && !MONEY.test(l.unitCost.trim()))
      out[`lines.${i}.unitCost`] = 'validation.money';
  });
  return out;
}

export const bodyOf = (d: PurchaseDraft): PurchaseOrderBody => ({
  supplierId: d.supplierId,
  storeId: d.storeId,
  expectedDate: d.expectedDate || null,
  notes: d.notes,
  extraCosts: {
    shipping: money(d.shipping) || '0',
    customs: money(d.customs) || '0',
    other: money(d.other) || '0',
    shippingSupplierId: d.shippingSupplierId || null,
    customsSupplierId: d.customsSupplierId || null,
  },
  lines: d.lines.map((l) => ({
    productId: l.productId,
    quantity: Number(l.quantity),
    ...(l.unitCost.trim() ? { unitCost: money(l.unitCost) } : {}),
  })),
});

import type { Product, Service } from '@sp/contracts/api';
import { fromMinor } from '../../kernel/money';
import { iso } from '../users';
import type { ProductRow } from './product-repository';
import type { ServiceRow } from './service-repository';

export interface ProductStock {
  onHand: number;
  lowStores: number;
  /** Held by confirmed orders (issue 30); absent for a product just created. */
  reserved?: number;
  stocked?: boolean;
}

export const toProduct = (p: ProductRow, stock: ProductStock): Product => ({
  id: p.id,
  tenantId: p.tenantId,
  sku: p.sku,
  name: p.name,
  barcode: p.barcode,
  category: p.category,
  costPrice: fromMinor(p.costPriceMinor),
  salePrice: fromMinor(p.salePriceMinor),
  currency: p.currency,
  weightGrams: p.weightGrams,
  status: p.status,
  lowStockLevel: p.lowStockLevel,
  imageUrl: p.imageUrl,
  taxClass: p.taxClass,
  onHand: Number(stock.onHand),
  reserved: Number(stock.reserved ?? 0),
  available: Math.max(0, Number(stock.onHand) - Number(stock.reserved ?? 0)),
  stocked: Boolean(stock.stocked),
  lowStores: Number(stock.lowStores),
  createdAt: iso(p.createdAt),
  updatedAt: iso(p.updatedAt),
});

export const toService = (s: ServiceRow, providerName: string | null): Service => ({
  id: s.id,
  tenantId: s.tenantId,
  name: s.name,
  kind: s.kind,
  direction: s.direction,
  price: fromMinor(s.priceMinor),
  currency: s.currency,
  unit: s.unit,
  storeId: s.storeId,
  active: s.active,
  providerId: s.providerId,
  providerName,
  createdAt: iso(s.createdAt),
  updatedAt: iso(s.updatedAt),
});

/** What the audit log keeps of a product (money as on the wire). */
export const productSnapshot = (p: ProductRow) => {
  const {
    id: _i,
    tenantId: _t,
    createdAt: _c,
    updatedAt: _u,
    costPriceMinor,
    salePriceMinor,
    ...rest
  } = p;
  return { ...rest, costPrice: fromMinor(costPriceMinor), salePrice: fromMinor(salePriceMinor) };
};

/** The product as a caller who may not see cost reads it (null, not zero: "hidden", not "free"). */
export const costShown = (p: Product, shown: boolean): Product =>
  shown ? p : { ...p, costPrice: null };

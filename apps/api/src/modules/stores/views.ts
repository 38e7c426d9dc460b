import type { Store } from '@sp/contracts/api';
import { iso } from '../../kernel/dates';
import { storeTaxView } from './tax-settings';
import type { stores } from './tables';

export type StoreRow = typeof stores.$inferSelect;

export const toStoreView = (s: StoreRow): Store => ({
  id: s.id,
  tenantId: s.tenantId,
  name: s.name,
  marketplace: s.marketplace,
  country: s.country,
  currency: s.currency,
  address: { line1: s.addressLine1, city: s.city, postalCode: s.postalCode, phone: s.phone },
  active: s.active,
  timeZone: s.timeZone,
  tax: storeTaxView(s),
  invoicing: {
    legalName: s.legalName,
    taxId: s.taxId,
    language: s.documentLanguage,
    prefix: s.invoicePrefix,
  },
  createdAt: iso(s.createdAt),
});

export const storeSnapshot = (s: StoreRow) => {
  const { id: _i, tenantId: _t, createdAt: _c, updatedAt: _u, ...rest } = s;
  return rest;
};

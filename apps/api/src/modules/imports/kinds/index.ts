import type { ImportKind } from '@sp/contracts/api';
import { codRemittancesKind } from './cod-remittances';
import { leadsKind } from './leads';
import { orderLabelsKind } from './order-labels';
import { ordersKind } from './orders';
import { productsKind } from './products';
import type { ImportKindAdapter } from './types';

/** The kinds the engine knows; a kind whose domain module has not landed yet is simply absent. */
const kinds = new Map<ImportKind, ImportKindAdapter>([
  [productsKind.kind, productsKind],
  [ordersKind.kind, ordersKind],
  [orderLabelsKind.kind, orderLabelsKind],
  [leadsKind.kind, leadsKind],
  [codRemittancesKind.kind, codRemittancesKind],
]);

export const kindAdapter = (kind: ImportKind) => kinds.get(kind) ?? null;
export const registerKind = (adapter: ImportKindAdapter) => kinds.set(adapter.kind, adapter);

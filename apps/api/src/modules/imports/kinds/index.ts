import type { ImportKind } from '@sp/contracts/api';
import { orderLabelsKind } from './order-labels';
import type { ImportKindAdapter } from './types';

/**
 * The kinds the engine knows. Each domain registers its own at its door (products in
 * catalogue, orders in orders, leads in agency, COD remittances in finance): the rules of a
 * domain's rows live with the domain. Carriers' label PDFs stay here: they are the engine's
 * page splitting and matching, with only a lookup of orders (that the orders module provides: provideLabelOrders).
 */
const kinds = new Map<ImportKind, ImportKindAdapter>([[orderLabelsKind.kind, orderLabelsKind]]);

export const kindAdapter = (kind: ImportKind) => kinds.get(kind) ?? null;
export const registerKind = (adapter: ImportKindAdapter) => kinds.set(adapter.kind, adapter);

// The door: what other modules may use of this one (an import from inside is a lint error).
// First, before the routes: a module entered while this one is still loading finds its
// tables and functions ready.
export { stockLevels, stockMovements } from './tables';
export { recordMovements, type MovementInput, type MovementKind } from './ledger';
export type { MovementRow } from './ledger-repository';
export { lowStockOf } from './low-stock-list';
export {
  reserveForOrder,
  releaseForOrder,
  takeForShipment,
  reservationsOf,
  shortageText,
  type Shortage,
  type Need,
} from './reservations';
export { type StockAdjustedEvent } from './stock-events';
export { setLowStockLevel, storeHoldsStock } from './stock-repository';
export { toMovement } from './views';
// The admin dashboard's low stock with days of cover, and what is free to ship.
export { lowStockWithCover, availableOf } from './cover';
// Finance's stock report: stock by category in one currency.
export { stockByCategory } from './stock-by-category';

import type { FastifyPluginAsync } from 'fastify';
import type { Db, Tx } from '../../kernel/db/client';
import { stockRowOf } from './ledger-repository';
import { bindLowStockNotifier } from './low-stock';
import { inventoryRoutes } from './routes';
import { registerStoreRecordsCheck } from '../stores';
import { storeHoldsStock } from './stock-repository';
// The catalogue's stock figures and low-stock levels (catalogue/stock-port.ts).
import './product-stock';

// A store that holds stock keeps its currency (stores asks, without importing inventory).
registerStoreRecordsCheck(storeHoldsStock);

/** Stock per product x store and its ledger (/api/inventory). */
export const inventoryModule: FastifyPluginAsync = async (api) => {
  bindLowStockNotifier(api.deps);
  await api.register(inventoryRoutes, { prefix: '/inventory' });
};

// What other modules may call: the only way to change stock.

/** On hand and weighted average cost (minor units, store currency) of one product in one store. */
export const stockOf = (db: Db | Tx, tenantId: string, productId: string, storeId: string) =>
  stockRowOf(db, tenantId, productId, storeId);

/** Active products of a store at or under their low-stock level (purchase: reorder low stock). */

/** Reservations: what confirmed orders hold (available = on hand - reserved). */

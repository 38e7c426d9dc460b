import type { FastifyPluginAsync } from 'fastify';
import type { Db, Tx } from '../../kernel/db/client';
import { stockRowOf } from './ledger-repository';
import { bindLowStockNotifier } from './low-stock';
import { inventoryRoutes } from './routes';

/** Stock per product x store and its ledger (/api/inventory). */
export const inventoryModule: FastifyPluginAsync = async (api) => {
  bindLowStockNotifier(api.deps);
  await api.register(inventoryRoutes, { prefix: '/inventory' });
};

// What other modules may call: the only way to change stock.
export { recordMovements, type MovementInput, type MovementKind } from './ledger';
export type { MovementRow } from './ledger-repository';

/** On hand and weighted average cost (minor units, store currency) of one product in one store. */
export const stockOf = (db: Db | Tx, tenantId: string, productId: string, storeId: string) =>
  stockRowOf(db, tenantId, productId, storeId);

/** Active products of a store at or under their low-stock level (purchase: reorder low stock). */
export { lowStockOf } from './low-stock-list';

/** Reservations: what confirmed orders hold (available = on hand - reserved). */
export { reserveForOrder, releaseForOrder, takeForShipment, reservationsOf, shortageText, type Shortage, type Need } from './reservations';
// The admin dashboard's low stock with days of cover, and what is free to ship.
export { lowStockWithCover, availableOf } from './cover';

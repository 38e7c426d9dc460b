import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDashboardSchema,
  dashboardQuerySchema,
  myDashboardSchema,
  TREND_DAYS,
  type AdminDashboard,
} from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { knownZone } from '../../kernel/export';
import type { AuthContext } from '../../kernel/types';
import { availableOf, lowStockWithCover } from '../inventory';
import { codOverdueByCourier, orderScopeOf, orderTrends, ordersOf, toShipNeeds } from '../orders';

const tags = ['dashboard'];

/** What an admin opens the day on: trends, COD overdue, what to ship and what is short, low stock. */
export async function adminDashboard(
  db: Db,
  auth: AuthContext,
  tz: string,
): Promise<AdminDashboard> {
  const scope = orderScopeOf(auth);
  const empty = { trends: [], codOverdue: [], toShip: { orders: 0, waiting: 0, short: [] } };
  // An agency tenant has no orders: its board keeps the low stock only (none either, in practice).
  const orderFigures = async () => {
    if (auth.tenant.kind !== 'marketplace') return empty;
    const [trends, codOverdue, ship] = await Promise.all([
      orderTrends(db, scope, tz, TREND_DAYS),
      codOverdueByCourier(db, scope),
      toShipNeeds(db, scope),
    ]);
    const free = await availableOf(
      db,
      scope.tenantId,
      scope.storeIds,
      ship.needs.map((n) => n.productId),
    );
    const short = ship.needs
      .map((n) => ({ ...n, available: free.get(n.productId) ?? 0 }))
      .filter((n) => n.needed > n.available)
      .slice(0, 8);
    return { trends, codOverdue, toShip: { orders: ship.orders, waiting: ship.waiting, short } };
  };
  const [figures, low] = await Promise.all([
    orderFigures(),
    lowStockWithCover(db, scope.tenantId, scope.storeIds),
  ]);
  return { ...figures, lowStock: low.map(({ units: _units, ...r }) => r) };
}

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get('/admin', {
    config: { can: ['read', 'AdminDashboard'] },
    schema: { tags, querystring: dashboardQuerySchema, response: { 200: adminDashboardSchema } },
    handler: (request) => adminDashboard(db, request.caller, knownZone(request.query.tz)),
  });

  app.get('/mine', {
    config: { can: ['read', 'Dashboard'] },
    schema: { tags, querystring: dashboardQuerySchema, response: { 200: myDashboardSchema } },
    handler: async (request) => {
      const auth = request.caller;
      if (auth.tenant.kind !== 'marketplace' || !auth.ability.can('read', 'Order'))
        return { orders: null };
      // The store in the top bar narrows the figures as it narrows the orders list they open (createdBy=me).
      const scope = auth.storeId
        ? { ...orderScopeOf(auth), storeIds: [auth.storeId] }
        : orderScopeOf(auth);
      return { orders: await ordersOf(db, scope, auth.user.id, knownZone(request.query.tz)) };
    },
  });
};

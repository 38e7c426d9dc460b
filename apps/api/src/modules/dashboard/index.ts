import type { FastifyPluginAsync } from 'fastify';
import { dashboardRoutes } from './routes';

/**
 * The dashboards' own figures (/api/dashboard): no table of its own; it composes what the
 * orders and inventory modules expose through their index (docs/admin.md, "Dashboards").
 */
export const dashboardModule: FastifyPluginAsync = async (api) => {
  await api.register(dashboardRoutes, { prefix: '/dashboard' });
};

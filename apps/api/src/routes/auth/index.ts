import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account-routes';
import { sessionRoutes } from './session-routes';
import { totpRoutes } from './totp-routes';

export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes);
  await app.register(accountRoutes);
  await app.register(totpRoutes);
};

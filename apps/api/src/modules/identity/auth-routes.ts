import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './registration-routes';
import { sessionRoutes } from './session-routes';
import { totpRoutes } from './totp-routes';

/** Sign-in, sessions, registration, recovery and two-step: /api/auth/*. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes);
  await app.register(accountRoutes);
  await app.register(totpRoutes);
};

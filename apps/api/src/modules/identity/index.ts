import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { authRoutes } from './auth-routes';
import { schedulePurge } from './purge';
import { accountSettingsRoutes } from './settings-routes';

export { purgeExpired } from './purge';
export { callerSource, resolveCaller } from './caller';
export { sha256 } from './secrets';
export type { CallerSession, SessionRow } from './tables';
export { resolveTotpKey, sealClearTotpSecrets } from './totp-key';

/** Identity: who the caller is and their own account, all under /api/auth. */
export const identityModule: FastifyPluginAsync = async (api) => {
  await api.register(authRoutes, { prefix: '/auth' });
  await api.register(accountSettingsRoutes, { prefix: '/auth' });
  // Root-level hooks (fp): the purge timer lives as long as the app.
  await api.register(fp(async (app) => schedulePurge(app)));
};

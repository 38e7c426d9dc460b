// The door: what other modules may use of this one (an import from inside is a lint error).
// First, before the routes: a module entered while this one is still loading finds its
// tables and functions ready.
export type { CallerSession, SessionRow } from './tables';
export { authTokens, recoveryCodes, sessions } from './tables';
export { callerSource, resolveCaller } from './caller';
export { sha256 } from './secrets';
export { resolveTotpKey, sealClearTotpSecrets } from './totp-key';
export { issueAuthToken } from './auth-tokens';
export { hashPassword } from './passwords';
export { revokeUserSessions } from './sessions';
export { redeemStreamTicket } from './stream-ticket';

import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth-routes';
// What the users module asks of identity (sessions, tokens, recovery codes).
import './users-port';
// Identity's hourly housekeeping (expired sessions, tokens), run by the kernel's scheduler.
import './purge';
import { accountSettingsRoutes } from './settings-routes';
import { streamTicketRoutes } from './stream-ticket-routes';

/** Identity: who the caller is and their own account, all under /api/auth. */
export const identityModule: FastifyPluginAsync = async (api) => {
  await api.register(authRoutes, { prefix: '/auth' });
  await api.register(accountSettingsRoutes, { prefix: '/auth' });
  await api.register(streamTicketRoutes);
};

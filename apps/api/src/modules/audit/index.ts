// The door: what other modules may use of this one (an import from inside is a lint error).
// First, before the routes: a module entered while this one is still loading finds its
// tables and functions ready.
export { recordAudit, recordAudits } from './service';
export { registerRecordLabels, registerValueNames, tableLabels } from './record-labels';

import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './routes';

/** The audit log (/api/audit-log); other modules write to it through recordAudit. */
export const auditModule: FastifyPluginAsync = async (api) => {
  await api.register(auditRoutes, { prefix: '/audit-log' });
};

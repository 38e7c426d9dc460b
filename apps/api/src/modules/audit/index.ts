import type { FastifyPluginAsync } from 'fastify';
import { auditRoutes } from './routes';

export { recordAudit, recordAudits } from './service';
export { registerRecordLabels, tableLabels } from './record-labels';

/** The audit log (/api/audit-log); other modules write to it through recordAudit. */
export const auditModule: FastifyPluginAsync = async (api) => {
  await api.register(auditRoutes, { prefix: '/audit-log' });
};

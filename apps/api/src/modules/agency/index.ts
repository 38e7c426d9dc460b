// The door: what other modules may use of this one (an import from inside is a lint error).
// First, before the routes: a module entered while this one is still loading finds its
// tables and functions ready.
export {
  leadImportLookups,
  leadKey,
  leadsByKey,
  markInFileDuplicates,
  storeImportedLeads,
  type LeadImportRow,
} from './lead-import';

import type { FastifyPluginAsync } from 'fastify';
import { registerKind } from '../imports';
import { leadsKind } from './leads-import-kind';
import { notFound } from '../../kernel/errors';
import { requireAuth } from '../../kernel/types';
import { registerConfigRoutes } from './config-routes';
import { insightRoutes } from './insight-routes';
import { leadRoutes } from './lead-routes';
import { programmeRoutes } from './programme-routes';
import { registerJobHandler } from '../../kernel/jobs';
import { remindTask, TASK_DUE_JOB } from './reminders';
import { subAgencyRoutes } from './sub-agency-routes';
import { taskRoutes } from './task-routes';
import { termsRoutes } from './terms-routes';
import { registerRecordLabels, tableLabels } from '../audit';
import { sql } from 'drizzle-orm';
import {
  agencyDestinations,
  agencyLeads,
  agencyProgrammes,
  agencySubAgencies,
  agencyTasks,
  agencyTaskTypes,
} from './tables';

// A task's reminder is a job queued for its due time (reminders.ts), on the quick lane.
registerJobHandler(TASK_DUE_JOB, remindTask, 'quick');

// How this module's records read in the audit log.
registerRecordLabels(
  'Lead',
  tableLabels(agencyLeads, sql<string>`${agencyLeads.number} || ' · ' || ${agencyLeads.fullName}`),
);
registerRecordLabels('Task', tableLabels(agencyTasks, agencyTasks.title));
registerRecordLabels('Agency', tableLabels(agencySubAgencies, agencySubAgencies.name));
registerRecordLabels('Destination', tableLabels(agencyDestinations, agencyDestinations.name));
registerRecordLabels('Programme', tableLabels(agencyProgrammes, agencyProgrammes.name));
registerRecordLabels('TaskType', tableLabels(agencyTaskTypes, agencyTaskTypes.name));

/**
 * The study-abroad CRM of agency tenants (SPEC C10): /api/leads, /api/agencies, /api/tasks,
 * the configuration resources, /api/terms, /api/quotes and /api/agency/*. A marketplace
 * tenant has none of it: every route answers 404 to it (the mirror of fulfillment agents).
 */
export const agencyModule: FastifyPluginAsync = async (api) => {
  // Its import rules, with the import engine (registered here, when every module has loaded).
  registerKind(leadsKind);
  await api.register(async (scope) => {
    scope.addHook('preValidation', async (request) => {
      if (requireAuth(request.auth).tenant.kind !== 'agency') throw notFound('Agency records');
    });
    await scope.register(leadRoutes, { prefix: '/leads' });
    await scope.register(subAgencyRoutes, { prefix: '/agencies' });
    await scope.register(taskRoutes, { prefix: '/tasks' });
    await scope.register(termsRoutes, { prefix: '/terms' });
    await registerConfigRoutes(scope);
    await scope.register(insightRoutes);
    await scope.register(programmeRoutes);
  });
};

// The door: what other modules may use of this one (an import from inside is a lint error).
// First, before the routes: a module entered while this one is still loading finds its
// tables and functions ready.
export { registerKind } from './kinds';
export { provideLabelOrders, type LabelOrders, type LabelTarget } from './kinds/order-labels';
export type { ImportKindAdapter, StagedRow } from './kinds/types';
export { RowCheck } from './kinds/values';
export { errorKeys, markKeysInError } from './staging';
export { latestCarrierLabel } from './repository';
export { expireStaleImports } from './expiry';

import type { FastifyPluginAsync } from 'fastify';
import { registerJobHandler } from '../../kernel/jobs';
import { analyseJob } from './analyse-job';
import { commitJob } from './commit-job';
import { importRoutes } from './routes';
import { ANALYSE_JOB, COMMIT_JOB } from './service';

registerJobHandler(ANALYSE_JOB, analyseJob);
registerJobHandler(COMMIT_JOB, commitJob);

/** Bulk imports of files (products, orders, order labels, leads): /api/imports. */
export const importsModule: FastifyPluginAsync = async (api) => {
  await api.register(importRoutes, { prefix: '/imports' });
};

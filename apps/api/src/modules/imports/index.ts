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

export { registerKind } from './kinds';
export type { ImportKindAdapter, StagedRow } from './kinds/types';
export { latestCarrierLabel } from './repository';
export { expireStaleImports } from './expiry';

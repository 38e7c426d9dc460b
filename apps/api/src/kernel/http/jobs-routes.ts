import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, jobSchema } from '@sp/contracts/api';
import { notFound } from '../errors';
import { getJob, toJobView } from '../jobs';
import { requireAuth } from '../types';

/** GET /api/jobs/:id: what a page polls while an import, label batch or report runs. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/:id', {
    schema: { tags: ['jobs'], params: idParamsSchema, response: { 200: jobSchema } },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const job = await getJob(app.deps.db, auth.tenant.id, request.params.id);
      // Agents follow their own jobs; admins every job of their tenant.
      if (!job || (auth.user.role === 'agent' && job.createdBy !== auth.user.id))
        throw notFound('Job');
      return toJobView(job);
    },
  });
};

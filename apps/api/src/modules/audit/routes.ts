import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditListResponseSchema } from '@sp/contracts/api';
import { notFound } from '../../kernel/errors';
import { iso } from '../../kernel/dates';
import { namesOnPage, recordLabelsOf, withRecordLabels } from './record-labels';
import { listAudit } from './repository';
import { requireAuth } from '../../kernel/types';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    config: { can: ['read', 'AuditLog'] },
    schema: {
      tags: ['audit'],
      querystring: auditListQuerySchema,
      response: { 200: auditListResponseSchema },
    },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const q = request.query;
      // The users module names its users (registerRecordLabels('User', ...)), tenant-scoped:
      // no label, no such user here. The audit module sits below users and never imports it.
      if (
        q.userId &&
        !(await recordLabelsOf(app.deps.db, auth.tenant.id, 'User', [q.userId])).has(q.userId)
      )
        throw notFound('User');
      const { items, total } = await listAudit(app.deps.db, {
        tenantId: auth.tenant.id,
        userId: q.userId,
        recordType: q.recordType,
        from: q.from ? new Date(q.from) : undefined,
        to: q.to ? new Date(q.to) : undefined,
        page: q.page,
        pageSize: q.pageSize,
      });
      const [labelled, names] = await Promise.all([
        withRecordLabels(
          app.deps.db,
          auth.tenant.id,
          items.map((e) => ({ ...e, at: iso(e.at) })),
        ),
        namesOnPage(app.deps.db, auth.tenant.id, items, (subject) =>
          auth.ability.can('read', subject as never),
        ),
      ]);
      return {
        items: labelled,
        names,
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  });
};

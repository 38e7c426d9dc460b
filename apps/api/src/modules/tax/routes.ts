import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportReaderShape, taxReportQuerySchema, taxReportSchema } from '@sp/contracts/api';
import { AppError } from '../../kernel/errors';
import { exportReader, exportResponse } from '../../kernel/export';
import type { AuthContext } from '../../kernel/types';
import { taxReport, taxReportColumns } from './report';

const tags = ['tax'];
const exportQuerySchema = taxReportQuerySchema.extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  ...exportReaderShape,
});

async function* each<T>(rows: T[]) {
  yield* rows;
}

const checkPeriod = (f: { from: string; to: string }) => {
  if (f.from > f.to)
    throw new AppError(422, 'validation_failed', 'The period ends before it starts', [
      { path: 'to', message: 'Before from' },
    ]);
};

/** GET /api/tax/report (JSON) and /api/tax/report/export (CSV or XLSX in the reader's language). */
export const taxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  // The store named, else the navbar's (X-Store-ID), else every store the caller may use.
  const storesOf = (request: { caller: AuthContext }, storeId?: string) => {
    const { storeIds, storeId: selected } = request.caller;
    const one = storeId ?? selected;
    return one ? storeIds.filter((s) => s === one) : storeIds;
  };

  app.get('/report', {
    config: { can: ['read', 'ProfitLoss'] },
    schema: { tags, querystring: taxReportQuerySchema, response: { 200: taxReportSchema } },
    handler: (request) => {
      checkPeriod(request.query);
      return taxReport(
        db,
        request.caller.tenant.id,
        storesOf(request, request.query.storeId),
        request.query,
      );
    },
  });

  app.get('/report/export', {
    config: { can: ['read', 'ProfitLoss'] },
    schema: { tags, querystring: exportQuerySchema },
    handler: async (request, reply) => {
      const { format, lang, tz, layout, ...filter } = request.query;
      checkPeriod(filter);
      const built = await taxReport(
        db,
        request.caller.tenant.id,
        storesOf(request, filter.storeId),
        filter,
      );
      const out = exportResponse(
        format,
        each(built.rows),
        taxReportColumns,
        'tax-report',
        exportReader({ lang, tz, layout }, request.caller.user.language),
      );
      return reply.headers(out.headers).send(out.body);
    },
  });
};

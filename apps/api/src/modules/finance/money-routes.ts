import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentStatementSchema,
  exportReaderShape,
  financeSummarySchema,
  idParamsSchema,
  orderPaymentStateSchema,
  jobSchema,
  profitLossLinesQuerySchema,
  profitLossLinesSchema,
  profitLossQuerySchema,
  profitLossSchema,
  reportKinds,
  reportQuerySchema,
  supplierStatementSchema,
  type ReportKind,
} from '@sp/contracts/api';
import { exportReader, exportResponse, type ExportColumn } from '../../kernel/export';
import type { Db } from '../../kernel/db/client';
import { invalidField } from '../../kernel/errors';
import { registerReport, runReport } from '../../kernel/report-runs';
import { profitLoss } from './profit-loss';
import { profitLossLines } from './profit-loss-lines';
import { profitLossRows, profitLossColumns } from './profit-loss-export';
import { report } from './reports';
import { agentStatement, supplierStatement } from './statements';
import { inTopBarStore } from './store-scope';
import { financeSummary } from './summary';
import { orderPaymentState } from './order-payment-state';
import { refuseHiddenCost } from '../users';

const tags = ['finance'];
const exportQuerySchema = profitLossQuerySchema.extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  ...exportReaderShape,
});

/** A period runs forward and spans at most about three years (a statement, not an archive dump). */
function checkPeriod(q: { from: string; to: string }) {
  if (q.to < q.from) throw invalidField('to', 'The period ends before it starts');
  if (Date.parse(q.to) - Date.parse(q.from) > 1100 * 86_400_000)
    throw invalidField('to', 'A period spans at most three years');
}

async function* each<T>(rows: T[]) {
  yield* rows;
}

// What the pages ask for as jobs (kernel/report-runs.ts): a first read of a long history fills its summary days there.
const PROFIT_LOSS_JOB = 'finance.profit-loss';
const REPORT_JOB = 'finance.report';
type ReportPayload = { kind: ReportKind; filter: z.infer<typeof reportQuerySchema> };
registerReport(
  PROFIT_LOSS_JOB,
  (db: Db, tenantId, { groupBy, ...filter }: z.infer<typeof profitLossQuerySchema>) =>
    profitLoss(db, tenantId, filter, groupBy),
);
registerReport(REPORT_JOB, (db: Db, tenantId, p: ReportPayload) =>
  report(db, tenantId, p.kind, p.filter),
);

/** Statements, profit and loss, reports and the dashboard summary. */
export const moneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  // P&L is cost of goods throughout: refused to an agent the tenant hides cost from.
  app.addHook('preValidation', refuseHiddenCost(db, ['ProfitLoss']));
  // The stock report values stock at average cost; the other reports carry no cost.
  app.addHook(
    'preValidation',
    refuseHiddenCost(
      db,
      ['Report'],
      (request) => (request.params as { kind?: string }).kind === 'stock',
    ),
  );

  app.get('/fulfillment-agents/:id/statement', {
    config: { can: ['read', 'Payment'] },
    schema: { tags, params: idParamsSchema, response: { 200: agentStatementSchema } },
    handler: (request) => agentStatement(db, request.caller.tenant.id, request.params.id),
  });

  app.get('/orders/:id/payment-state', {
    config: { can: ['read', 'Payment'] },
    schema: { tags, params: idParamsSchema, response: { 200: orderPaymentStateSchema } },
    handler: (request) => orderPaymentState(db, request.caller.tenant.id, request.params.id),
  });

  app.get('/suppliers/:id/statement', {
    config: { can: ['read', 'Payment'] },
    schema: { tags, params: idParamsSchema, response: { 200: supplierStatementSchema } },
    handler: (request) => supplierStatement(db, request.caller.tenant.id, request.params.id),
  });

  app.get('/profit-loss', {
    config: { can: ['read', 'ProfitLoss'] },
    schema: { tags, querystring: profitLossQuerySchema, response: { 200: profitLossSchema } },
    handler: (request) => {
      const { groupBy, ...filter } = inTopBarStore(request.query, request.caller);
      checkPeriod(filter);
      return profitLoss(db, request.caller.tenant.id, filter, groupBy);
    },
  });

  app.post('/profit-loss/runs', {
    config: { can: ['read', 'ProfitLoss'] },
    schema: { tags, body: profitLossQuerySchema, response: { 200: jobSchema, 202: jobSchema } },
    handler: (request, reply) => {
      const body = inTopBarStore(request.body, request.caller);
      checkPeriod(body);
      return runReport(app.deps, request.caller, PROFIT_LOSS_JOB, body, reply);
    },
  });

  app.get('/profit-loss/lines', {
    config: { can: ['read', 'ProfitLoss'] },
    schema: {
      tags,
      querystring: profitLossLinesQuerySchema,
      response: { 200: profitLossLinesSchema },
    },
    handler: (request) => {
      const query = inTopBarStore(request.query, request.caller);
      checkPeriod(query);
      return profitLossLines(db, request.caller.tenant.id, query);
    },
  });

  app.get('/profit-loss/export', {
    config: { can: ['read', 'ProfitLoss'] },
    schema: { tags, querystring: exportQuerySchema },
    handler: async (request, reply) => {
      const { groupBy, format, lang, tz, layout, ...filter } = inTopBarStore(
        request.query,
        request.caller,
      );
      checkPeriod(filter);
      const statement = await profitLoss(db, request.caller.tenant.id, filter, groupBy);
      const reader = exportReader({ lang, tz, layout }, request.caller.user.language);
      const out = exportResponse(
        format,
        each(profitLossRows(statement)),
        profitLossColumns,
        'profit-loss',
        reader,
      );
      return reply.headers(out.headers).send(out.body);
    },
  });

  app.get('/reports/:kind', {
    config: { can: ['read', 'Report'] },
    // No response schema: the same route sends a file for csv and xlsx (the JSON shape is reportSchema).
    schema: {
      tags,
      params: z.object({ kind: z.enum(reportKinds) }),
      querystring: reportQuerySchema,
    },
    handler: async (request, reply) => {
      const { format, lang, tz, layout, ...filter } = request.query;
      checkPeriod(filter);
      const built = await report(db, request.caller.tenant.id, request.params.kind, filter);
      if (format === 'json') return built;
      const columns: ExportColumn<Record<string, unknown>>[] = built.columns.map((c) => ({
        key: c.key,
        value: (r) => r[c.key] as string | number | null,
      }));
      const out = exportResponse(
        format,
        each(built.rows),
        columns,
        `report-${built.kind}`,
        exportReader({ lang, tz, layout }, request.caller.user.language),
      );
      return reply.headers(out.headers).send(out.body);
    },
  });

  app.post('/reports/:kind/runs', {
    config: { can: ['read', 'Report'] },
    schema: {
      tags,
      params: z.object({ kind: z.enum(reportKinds) }),
      body: reportQuerySchema,
      response: { 200: jobSchema, 202: jobSchema },
    },
    handler: (request, reply) => {
      checkPeriod(request.body);
      const payload: ReportPayload = { kind: request.params.kind, filter: request.body };
      return runReport(app.deps, request.caller, REPORT_JOB, payload, reply);
    },
  });

  app.get('/finance/summary', {
    config: { can: ['read', 'ProfitLoss'] },
    schema: { tags, response: { 200: financeSummarySchema } },
    handler: (request) => financeSummary(db, request.caller.tenant.id),
  });
};

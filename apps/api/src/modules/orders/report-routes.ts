import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  jobSchema,
  orderExportQuerySchema,
  orderReportQuerySchema,
  orderReportSchema,
  orderWidgetsSchema,
  type OrderFilter,
  type OrderReport,
} from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { exportReader, exportResponse, type ExportColumn } from '../../kernel/export';
import { forbidden } from '../../kernel/errors';
import { registerReport, runReport } from '../../kernel/report-runs';
import {
  orderExportColumns,
  orderLineExportColumns,
  orderLineRowsForExport,
  orderRowsForExport,
} from './export';
import { orderReport } from './report';
import { listActorOf } from './service';
import { orderWidgets } from './widgets';

const tags = ['orders'];
type ReportLine = {
  section: string;
  currency: string;
  key: string;
  label: string;
  count: number;
  amount: string;
};

/** The report's tables flattened into rows (section, currency, key, label, count, amount). */
async function* reportLines(report: OrderReport): AsyncGenerator<ReportLine> {
  for (const c of report.currencies) {
    yield {
      section: 'total',
      currency: c.currency,
      key: 'all',
      label: 'total',
      count: c.count,
      amount: c.amount,
    };
    yield {
      section: 'cod_to_collect',
      currency: c.currency,
      key: 'open',
      label: 'cod_to_collect',
      count: 0,
      amount: c.codToCollect,
    };
    for (const [section, buckets] of [
      ['status', c.byStatus],
      ['day', c.byDay],
      ['city', c.byCity],
      ['agent', c.byAgent],
      ['payment_method', c.byPaymentMethod],
    ] as const) {
      for (const b of buckets)
        yield {
          section,
          currency: c.currency,
          key: b.key,
          label: b.label,
          count: b.count,
          amount: b.amount,
        };
    }
  }
}
const LABEL_CODES: Record<string, 'section' | 'status' | 'paymentMethod' | 'day' | undefined> = {
  total: 'section',
  cod_to_collect: 'section',
  status: 'status',
  payment_method: 'paymentMethod',
  day: 'day',
};
const reportColumns: ExportColumn<ReportLine>[] = [
  { key: 'section', value: (r) => r.section, codes: 'section', width: 22 },
  { key: 'currency', value: (r) => r.currency, width: 9 },
  { key: 'key', value: (r) => r.key, width: 38 },
  // A status or payment method's row reads as its word; a city, an agent or a day as itself.
  { key: 'label', value: (r) => r.label, codes: (r) => LABEL_CODES[r.section], width: 24 },
  { key: 'orders', value: (r) => r.count, width: 9 },
  { key: 'amount', value: (r) => Number(r.amount), width: 14 },
];

const ORDER_REPORT_JOB = 'orders.report';
type ReportPayload = { storeIds: string[]; filters: Partial<OrderFilter> };
registerReport(ORDER_REPORT_JOB, (db: Db, tenantId, p: ReportPayload) =>
  orderReport(db, { tenantId, storeIds: p.storeIds }, p.filters),
);

/** /api/orders/report (and its runs, what the report page asks for), /api/orders/export, /api/orders/widgets. */
export const orderReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  // The report adds up money: read Report (docs/orders.md), not read Order (issue 33, item 5).
  app.get('/report', {
    config: { can: ['read', 'Report'] },
    schema: { tags, querystring: orderReportQuerySchema, response: { 200: orderReportSchema } },
    handler: (request) =>
      orderReport(db, listActorOf(request.caller, request.query), request.query),
  });

  // The report as a job (kernel/report-runs.ts): the finished job when it is quick, else one to poll.
  app.post('/report/runs', {
    config: { can: ['read', 'Report'] },
    schema: { tags, body: orderReportQuerySchema, response: { 200: jobSchema, 202: jobSchema } },
    handler: (request, reply) => {
      const payload: ReportPayload = {
        storeIds: listActorOf(request.caller, request.body).storeIds,
        filters: request.body,
      };
      return runReport(app.deps, request.caller, ORDER_REPORT_JOB, payload, reply);
    },
  });

  app.get('/export', {
    config: { can: ['read', 'Order'] },
    schema: { tags, querystring: orderExportQuerySchema },
    handler: async (request, reply) => {
      const { format, kind, lang, tz, layout, ...filters } = request.query;
      const scope = listActorOf(request.caller, filters);
      if (kind === 'report' && !request.caller.ability.can('read', 'Report')) throw forbidden();
      const reader = exportReader({ lang, tz, layout }, request.caller.user.language);
      const out =
        kind === 'report'
          ? exportResponse(
              format,
              reportLines(await orderReport(db, scope, filters)),
              reportColumns,
              'orders-report',
              reader,
            )
          : kind === 'lines'
            ? exportResponse(
                format,
                orderLineRowsForExport(db, scope, filters),
                orderLineExportColumns,
                'order-lines',
                reader,
              )
            : exportResponse(
                format,
                orderRowsForExport(db, scope, filters),
                orderExportColumns,
                'orders',
                reader,
              );
      return reply.headers(out.headers).send(out.body);
    },
  });

  app.get('/widgets', {
    config: { can: ['read', 'Order'] },
    schema: { tags, response: { 200: orderWidgetsSchema } },
    handler: (request) => orderWidgets(db, listActorOf(request.caller)),
  });
};

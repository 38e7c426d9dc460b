import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, paymentScheduleListSchema, scheduleBodySchema } from '@sp/contracts/api';
import { notFound } from '../../kernel/errors';
import { fromMinor, toMinor } from '../../kernel/money';
import { actorOf, requireAuth } from '../../kernel/types';
import { recordAudit } from '../audit';
import { fromBp, toBp } from './config-routes';
import { loadLookups } from './lookups';
import { checkSchedule } from './schedule-rules';
import { agencyPaymentSchedules, agencyProgrammes } from './tables';

/** A programme's own page (issue 32): its whole payment schedule replaced at once, checked whole. */
export const programmeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.put('/programmes/:id/schedule', {
    config: { can: ['update', 'AgencyConfig'] },
    schema: {
      tags: ['agency-config'],
      params: idParamsSchema,
      body: scheduleBodySchema,
      response: { 200: paymentScheduleListSchema },
    },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const tenantId = auth.tenant.id;
      const programmeId = request.params.id;
      const [programme] = await db
        .select()
        .from(agencyProgrammes)
        .where(and(eq(agencyProgrammes.tenantId, tenantId), eq(agencyProgrammes.id, programmeId)));
      if (!programme) throw notFound('Programme');
      const lines = request.body.lines.map((l, i) => ({
        label: l.label,
        names: l.names,
        shareBp: toBp(l.sharePercent),
        amountMinor: l.amount === null ? null : toMinor(l.amount),
        dueDays: l.dueDays,
        position: i + 1,
      }));
      await checkSchedule(db, tenantId, programmeId, lines);
      const mine = and(
        eq(agencyPaymentSchedules.tenantId, tenantId),
        eq(agencyPaymentSchedules.programmeId, programmeId),
      );
      const rows = await db.transaction(async (tx) => {
        const before = await tx.select().from(agencyPaymentSchedules).where(mine).for('update');
        await tx.delete(agencyPaymentSchedules).where(mine);
        const saved = lines.length
          ? await tx
              .insert(agencyPaymentSchedules)
              .values(lines.map((l) => ({ ...l, tenantId, programmeId })))
              .returning()
          : [];
        const view = (xs: typeof saved) =>
          xs.map(
            (x) =>
              `${x.label}: ${x.shareBp !== null ? `${fromBp(x.shareBp)} %` : fromMinor(x.amountMinor!)} @ ${x.dueDays}d`,
          );
        await recordAudit(tx, actorOf(auth), {
          action: 'update',
          recordType: 'Programme',
          recordId: programmeId,
          before: { schedule: view(before) },
          after: { schedule: view(saved) },
        });
        return saved;
      });
      const l = await loadLookups(db, tenantId);
      const items = rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt.toISOString(),
        programmeId,
        programmeName: l.programmes.get(programmeId)?.name ?? '',
        label: r.label,
        names: r.names,
        sharePercent: fromBp(r.shareBp),
        amount: r.amountMinor === null ? null : fromMinor(r.amountMinor),
        dueDays: r.dueDays,
        position: r.position,
      }));
      return { items, total: items.length, page: 1, pageSize: items.length };
    },
  });
};

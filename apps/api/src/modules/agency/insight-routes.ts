import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agencyDashboardSchema,
  earningsSummarySchema,
  leadStatuses,
  quoteRequestSchema,
  quoteSchema,
} from '@sp/contracts/api';
import { fromMinor } from '../../kernel/money';
import { requireAuth } from '../../kernel/types';
import { iso } from '../users';
import { userNames } from './lookups';
import { computeQuote } from './quote';
import { quotePdf } from './quote-pdf';
import { withIssue } from './quote-versions';
import { agencyCommissionEarnings, agencyLeads, agencySubAgencies, agencyTasks } from './tables';
import { toTasks } from './task-routes';

const PIPELINE = leadStatuses.filter((s) => s !== 'lost');

/** Dashboard figures, commission earned, and the stand-alone cost calculator. */
export const insightRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get('/agency/dashboard', {
    config: { can: ['read', 'Lead'] },
    schema: { tags: ['agency'], response: { 200: agencyDashboardSchema } },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const tenantId = auth.tenant.id;
      const now = new Date();
      const dayStart = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
      );
      const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      const thisMonth = now.toISOString().slice(0, 7);
      // A lost lead counts as having reached the stage it was lost from (its last status change).
      const stages = await db.execute<{ stage: string; n: number }>(sql`
        select coalesce(case when l.status = 'lost' then (
          select a.from_status from agency_lead_activities a
          where a.tenant_id = l.tenant_id and a.lead_id = l.id and a.to_status = 'lost' order by a.created_at desc limit 1) end, l.status) as stage,
          count(*)::int as n, sum(case when l.status = 'lost' then 0 else 1 end)::int as live
        from agency_leads l where l.tenant_id = ${tenantId} group by 1`);
      const rows = (stages as unknown as { rows: { stage: string; n: number | string }[] }).rows;
      const [counts, nextIntake, commission, tasks] = await Promise.all([
        db
          .select({ status: agencyLeads.status, n: sql<number>`count(*)::int` })
          .from(agencyLeads)
          .where(eq(agencyLeads.tenantId, tenantId))
          .groupBy(agencyLeads.status),
        db
          .select({ intake: sql<string>`min(${agencyLeads.intake})` })
          .from(agencyLeads)
          .where(and(eq(agencyLeads.tenantId, tenantId), gte(agencyLeads.intake, thisMonth))),
        db
          .select({
            currency: agencyCommissionEarnings.currency,
            gross: sql<string>`sum(${agencyCommissionEarnings.totalMinor})`,
            net: sql<string>`sum(${agencyCommissionEarnings.agencyMinor})`,
          })
          .from(agencyCommissionEarnings)
          .where(
            and(
              eq(agencyCommissionEarnings.tenantId, tenantId),
              gte(agencyCommissionEarnings.createdAt, monthStart),
            ),
          )
          .groupBy(agencyCommissionEarnings.currency),
        db
          .select()
          .from(agencyTasks)
          .where(
            and(
              eq(agencyTasks.tenantId, tenantId),
              eq(agencyTasks.assigneeId, auth.user.id),
              eq(agencyTasks.status, 'open'),
              gte(agencyTasks.dueAt, dayStart),
              lt(agencyTasks.dueAt, new Date(dayStart.getTime() + 86_400_000)),
            ),
          )
          .orderBy(asc(agencyTasks.dueAt))
          .limit(20),
      ]);
      const atStage = (s: string) => Number(rows.find((r) => r.stage === s)?.n ?? 0);
      const reached = PIPELINE.map((_, i) =>
        PIPELINE.slice(i).reduce((sum, s) => sum + atStage(s), 0),
      );
      const intake = nextIntake[0]?.intake ?? thisMonth;
      const [enrolled] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(agencyLeads)
        .where(
          and(
            eq(agencyLeads.tenantId, tenantId),
            eq(agencyLeads.status, 'enrolled'),
            eq(agencyLeads.intake, intake),
          ),
        );
      return {
        funnel: leadStatuses.map((status) => {
          const i = PIPELINE.indexOf(status as (typeof PIPELINE)[number]);
          return {
            status,
            count: Number(counts.find((c) => c.status === status)?.n ?? 0),
            reached: i < 0 ? 0 : reached[i]!,
            conversion:
              i > 0 && reached[i - 1]
                ? Math.round((reached[i]! / reached[i - 1]!) * 1000) / 10
                : null,
          };
        }),
        tasksDueToday: await toTasks(db, tenantId, tasks),
        enrolmentsThisIntake: { intake, count: Number(enrolled?.n ?? 0) },
        // Net of the sub-agencies' shares (what the agency keeps), gross beside it; from the agency's own earnings rows.
        commissionThisMonth: commission.map((c) => ({
          currency: c.currency,
          amount: fromMinor(Number(c.net)),
          gross: fromMinor(Number(c.gross)),
        })),
      };
    },
  });

  app.get('/agency/earnings', {
    config: { can: ['read', 'Agency'] },
    schema: { tags: ['agency'], response: { 200: earningsSummarySchema } },
    handler: async (request) => {
      const tenantId = requireAuth(request.auth).tenant.id;
      const e = agencyCommissionEarnings;
      const scope = eq(e.tenantId, tenantId);
      const [byAgent, bySub, recent, subs] = await Promise.all([
        db
          .select({
            id: e.agentId,
            currency: e.currency,
            n: sql<number>`count(*)::int`,
            minor: sql<string>`sum(${e.agencyMinor})`,
          })
          .from(e)
          .where(scope)
          .groupBy(e.agentId, e.currency),
        db
          .select({
            id: e.subAgencyId,
            currency: e.currency,
            n: sql<number>`count(*)::int`,
            minor: sql<string>`sum(${e.subAgencyMinor})`,
          })
          .from(e)
          .where(and(scope, sql`${e.subAgencyId} is not null`))
          .groupBy(e.subAgencyId, e.currency),
        db
          .select({ e, leadName: agencyLeads.fullName })
          .from(e)
          .innerJoin(agencyLeads, eq(agencyLeads.id, e.leadId))
          .where(scope)
          .orderBy(desc(e.createdAt))
          .limit(50),
        db
          .select({ id: agencySubAgencies.id, name: agencySubAgencies.name })
          .from(agencySubAgencies)
          .where(eq(agencySubAgencies.tenantId, tenantId)),
      ]);
      const names = await userNames(db, tenantId, [
        ...byAgent.map((a) => a.id),
        ...recent.map((r) => r.e.agentId),
      ]);
      const subName = (id: string | null) =>
        id ? (subs.find((s) => s.id === id)?.name ?? null) : null;
      return {
        byAgent: byAgent.map((a) => ({
          agentId: a.id,
          agentName: a.id ? (names.get(a.id) ?? null) : null,
          currency: a.currency,
          count: Number(a.n),
          amount: fromMinor(Number(a.minor)),
        })),
        bySubAgency: bySub.map((s) => ({
          subAgencyId: s.id,
          subAgencyName: subName(s.id),
          currency: s.currency,
          count: Number(s.n),
          amount: fromMinor(Number(s.minor)),
        })),
        recent: recent.map(({ e: r, leadName }) => ({
          leadId: r.leadId,
          leadName,
          agentId: r.agentId,
          agentName: r.agentId ? (names.get(r.agentId) ?? null) : null,
          subAgencyId: r.subAgencyId,
          subAgencyName: subName(r.subAgencyId),
          currency: r.currency,
          total: fromMinor(r.totalMinor),
          subAgencyShare: fromMinor(r.subAgencyMinor),
          agencyShare: fromMinor(r.agencyMinor),
          createdAt: iso(r.createdAt),
        })),
      };
    },
  });

  app.post('/quotes', {
    config: { can: ['read', 'AgencyConfig'] },
    schema: { tags: ['agency'], body: quoteRequestSchema, response: { 200: quoteSchema } },
    handler: (request) => computeQuote(db, requireAuth(request.auth).tenant.id, request.body),
  });

  app.post('/quotes/pdf', {
    config: { can: ['read', 'AgencyConfig'] },
    schema: { tags: ['agency'], body: quoteRequestSchema },
    handler: async (request, reply) => {
      const auth = requireAuth(request.auth);
      const quote = await withIssue(
        db,
        auth.tenant.id,
        await computeQuote(db, auth.tenant.id, request.body),
        { language: request.body.language, issuedAt: new Date(), termsId: null },
      );
      const pdf = await quotePdf(quote, {
        language: request.body.language,
        leadName: '',
        number: '',
        tenantName: auth.tenant.appTitle,
      });
      return reply.type('application/pdf').send(pdf);
    },
  });
};

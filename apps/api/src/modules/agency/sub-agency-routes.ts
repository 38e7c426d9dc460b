import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  subAgencyBodySchema,
  subAgencyListQuerySchema,
  subAgencyListSchema,
  subAgencyPatchSchema,
  subAgencySchema,
  type SubAgency,
} from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { notFound } from '../../kernel/errors';
import { fromMinor } from '../../kernel/money';
import { orderOf, searchAny } from '../../kernel/list-query';
import { actorOf, requireAuth } from '../../kernel/types';
import { recordAudit } from '../audit';
import { iso } from '../users';
import { agencyCommissionEarnings, agencyLeads, agencySubAgencies } from './tables';

const tags = ['agencies'];
type Row = typeof agencySubAgencies.$inferSelect;
const SORT = {
  name: agencySubAgencies.name,
  country: agencySubAgencies.country,
  createdAt: agencySubAgencies.createdAt,
};

/** Sub-agencies with their lead counts and what they earned (per currency), two grouped queries for the page. */
async function toSubAgencies(db: Db, tenantId: string, rows: Row[]): Promise<SubAgency[]> {
  const [leads, earned] = await Promise.all([
    db
      .select({
        id: agencyLeads.subAgencyId,
        n: count(),
        enrolled: sql<number>`count(*) filter (where ${agencyLeads.status} = 'enrolled')`,
      })
      .from(agencyLeads)
      .where(eq(agencyLeads.tenantId, tenantId))
      .groupBy(agencyLeads.subAgencyId),
    db
      .select({
        id: agencyCommissionEarnings.subAgencyId,
        currency: agencyCommissionEarnings.currency,
        minor: sql<string>`sum(${agencyCommissionEarnings.subAgencyMinor})`,
      })
      .from(agencyCommissionEarnings)
      .where(eq(agencyCommissionEarnings.tenantId, tenantId))
      .groupBy(agencyCommissionEarnings.subAgencyId, agencyCommissionEarnings.currency),
  ]);
  return rows.map((r) => {
    const l = leads.find((x) => x.id === r.id);
    return {
      id: r.id,
      name: r.name,
      country: r.country,
      contactName: r.contactName,
      email: r.email,
      phone: r.phone,
      sharePercent: r.shareBp / 100,
      active: r.active,
      createdAt: iso(r.createdAt),
      leadCount: Number(l?.n ?? 0),
      enrolledCount: Number(l?.enrolled ?? 0),
      earned: earned
        .filter((e) => e.id === r.id)
        .map((e) => ({ currency: e.currency, amount: fromMinor(Number(e.minor)) })),
    };
  });
}

/** Partner sub-agencies (/api/agencies). */
export const subAgencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const one = async (tenantId: string, id: string) =>
    (
      await db
        .select()
        .from(agencySubAgencies)
        .where(and(eq(agencySubAgencies.tenantId, tenantId), eq(agencySubAgencies.id, id)))
    )[0] ?? null;

  app.get('/', {
    config: { can: ['read', 'Agency'] },
    schema: { tags, querystring: subAgencyListQuerySchema, response: { 200: subAgencyListSchema } },
    handler: async (request) => {
      const q = request.query;
      const tenantId = requireAuth(request.auth).tenant.id;
      const where: (SQL | undefined)[] = [
        eq(agencySubAgencies.tenantId, tenantId),
        searchAny(q.search, [
          agencySubAgencies.name,
          agencySubAgencies.contactName,
          agencySubAgencies.email,
        ]),
      ];
      if (q.active) where.push(eq(agencySubAgencies.active, q.active === 'true'));
      const cond = and(...where.filter(Boolean));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(agencySubAgencies)
          .where(cond)
          .orderBy(orderOf(q.sort, SORT, 'name'), agencySubAgencies.id)
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ n: count() }).from(agencySubAgencies).where(cond),
      ]);
      return {
        items: await toSubAgencies(db, tenantId, rows),
        total: Number(total?.n ?? 0),
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  });

  app.get('/:id', {
    config: { can: ['read', 'Agency'] },
    schema: { tags, params: idParamsSchema, response: { 200: subAgencySchema } },
    handler: async (request) => {
      const tenantId = requireAuth(request.auth).tenant.id;
      const row = await one(tenantId, request.params.id);
      if (!row) throw notFound('Sub-agency');
      return (await toSubAgencies(db, tenantId, [row]))[0]!;
    },
  });

  app.post('/', {
    config: { can: ['create', 'Agency'], idempotent: true },
    schema: { tags, body: subAgencyBodySchema, response: { 201: subAgencySchema } },
    handler: async (request, reply) => {
      const auth = requireAuth(request.auth);
      const { sharePercent, ...b } = request.body;
      const [row] = await db
        .insert(agencySubAgencies)
        .values({ ...b, shareBp: Math.round(sharePercent * 100), tenantId: auth.tenant.id })
        .returning();
      await recordAudit(db, actorOf(auth), {
        action: 'create',
        recordType: 'Agency',
        recordId: row!.id,
        after: { name: row!.name },
      });
      reply.code(201);
      return (await toSubAgencies(db, auth.tenant.id, [row!]))[0]!;
    },
  });

  app.patch('/:id', {
    config: { can: ['update', 'Agency'] },
    schema: {
      tags,
      params: idParamsSchema,
      body: subAgencyPatchSchema,
      response: { 200: subAgencySchema },
    },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const before = await one(auth.tenant.id, request.params.id);
      if (!before) throw notFound('Sub-agency');
      const { sharePercent, ...b } = request.body;
      const [row] = await db
        .update(agencySubAgencies)
        .set({
          ...b,
          ...(sharePercent !== undefined ? { shareBp: Math.round(sharePercent * 100) } : {}),
        })
        .where(eq(agencySubAgencies.id, before.id))
        .returning();
      await recordAudit(db, actorOf(auth), {
        action: 'update',
        recordType: 'Agency',
        recordId: before.id,
        before: { active: before.active, shareBp: before.shareBp },
        after: { active: row!.active, shareBp: row!.shareBp },
      });
      return (await toSubAgencies(db, auth.tenant.id, [row!]))[0]!;
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptTermsBodySchema,
  activityBodySchema,
  activityListSchema,
  bulkAssignBodySchema,
  duplicateLeadSchema,
  idParamsSchema,
  leadBoardSchema,
  leadBodySchema,
  leadDuplicateSchema,
  leadMergeBodySchema,
  leadListQuerySchema,
  leadListSchema,
  leadPatchSchema,
  leadSchema,
  leadStatusBodySchema,
  leadStatuses,
  quoteQuerySchema,
  quoteSchema,
  quoteVersionListSchema,
} from '@sp/contracts/api';
import { notFound } from '../../kernel/errors';
import { requireAuth } from '../../kernel/types';
import { acceptTerms, addActivity, listActivities } from './activity-service';
import { duplicatesOf, mergeLeads } from './lead-duplicates';
import { countByStatus, findDuplicates, findLead, leadWhere, listLeads } from './lead-repository';
import { bulkAssign, changeStatus, createLead, editLead } from './lead-service';
import { toLeads } from './lead-view';
import { computeQuote } from './quote';
import { quotePdf } from './quote-pdf';
import { listQuoteVersions, withIssue } from './quote-versions';

const tags = ['leads'];
const BOARD_PAGE = 20;

/** Leads: the table, the board, one lead, its status, activity, quote and terms. */
export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get('/', {
    config: { can: ['read', 'Lead'] },
    schema: { tags, querystring: leadListQuerySchema, response: { 200: leadListSchema } },
    handler: async (request) => {
      const { page, pageSize, sort, ...f } = request.query;
      const auth = requireAuth(request.auth);
      const { items, total } = await listLeads(
        db,
        leadWhere(auth.tenant.id, auth.user.id, f),
        sort,
        page,
        pageSize,
      );
      return { items: await toLeads(db, auth.tenant.id, items), total, page, pageSize };
    },
  });

  app.get('/board', {
    config: { can: ['read', 'Lead'] },
    schema: {
      tags,
      querystring: leadListQuerySchema.omit({ status: true, page: true, pageSize: true }),
      response: { 200: leadBoardSchema },
    },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      const { sort, ...f } = request.query;
      const counts = await countByStatus(db, leadWhere(auth.tenant.id, auth.user.id, f));
      const columns = await Promise.all(
        leadStatuses.map(async (status) => {
          const { items } = await listLeads(
            db,
            leadWhere(auth.tenant.id, auth.user.id, { ...f, status }),
            sort ?? '-statusChangedAt',
            1,
            BOARD_PAGE,
          );
          return {
            status,
            total: counts.get(status) ?? 0,
            items: await toLeads(db, auth.tenant.id, items),
          };
        }),
      );
      return { columns };
    },
  });

  app.get('/duplicates', {
    config: { can: ['read', 'Lead'] },
    schema: {
      tags,
      querystring: z.strictObject({
        email: z.string().max(254).optional(),
        phone: z.string().max(30).optional(),
        except: z.uuid().optional(),
      }),
      response: { 200: z.object({ items: z.array(duplicateLeadSchema) }) },
    },
    handler: async (request) => {
      const q = request.query;
      const rows = await findDuplicates(
        db,
        requireAuth(request.auth).tenant.id,
        q.email || null,
        q.phone || null,
        q.except,
      );
      return {
        items: rows.map(({ id, number, fullName, email, phone }) => ({
          id,
          number,
          fullName,
          email,
          phone,
        })),
      };
    },
  });

  app.post('/assign', {
    config: { can: ['update', 'Lead'] },
    schema: {
      tags,
      body: bulkAssignBodySchema,
      response: { 200: z.object({ updated: z.number().int() }) },
    },
    handler: (request) =>
      bulkAssign(app.deps, requireAuth(request.auth), request.body.ids, request.body.assignedTo),
  });

  app.get('/:id', {
    config: { can: ['read', 'Lead'] },
    schema: { tags, params: idParamsSchema, response: { 200: leadSchema } },
    handler: async (request) => {
      const tenantId = requireAuth(request.auth).tenant.id;
      const row = await findLead(db, tenantId, request.params.id);
      if (!row) throw notFound('Lead');
      return (await toLeads(db, tenantId, [row]))[0]!;
    },
  });

  app.post('/', {
    config: { can: ['create', 'Lead'], idempotent: true },
    schema: { tags, body: leadBodySchema, response: { 201: leadSchema } },
    handler: async (request, reply) => {
      reply.code(201);
      return createLead(app.deps, requireAuth(request.auth), request.body);
    },
  });

  app.patch('/:id', {
    config: { can: ['update', 'Lead'] },
    schema: { tags, params: idParamsSchema, body: leadPatchSchema, response: { 200: leadSchema } },
    handler: (request) =>
      editLead(app.deps, requireAuth(request.auth), request.params.id, request.body),
  });

  app.post('/:id/status', {
    config: { can: ['update', 'Lead'] },
    schema: {
      tags,
      params: idParamsSchema,
      body: leadStatusBodySchema,
      response: { 200: leadSchema },
    },
    handler: (request) =>
      changeStatus(
        app.deps,
        requireAuth(request.auth),
        request.params.id,
        request.body.status,
        request.body.reason,
      ),
  });

  app.get('/:id/activities', {
    config: { can: ['read', 'Lead'] },
    schema: { tags, params: idParamsSchema, response: { 200: activityListSchema } },
    handler: async (request) => ({
      items: await listActivities(db, requireAuth(request.auth).tenant.id, request.params.id),
    }),
  });

  app.post('/:id/activities', {
    config: { can: ['update', 'Lead'] },
    schema: {
      tags,
      params: idParamsSchema,
      body: activityBodySchema,
      response: { 201: activityListSchema.shape.items.element },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return addActivity(db, requireAuth(request.auth), request.params.id, request.body);
    },
  });

  app.post('/:id/terms', {
    config: { can: ['update', 'Lead'] },
    schema: {
      tags,
      params: idParamsSchema,
      body: acceptTermsBodySchema,
      response: { 200: leadSchema },
    },
    handler: (request) =>
      acceptTerms(db, requireAuth(request.auth), request.params.id, request.body.termsId),
  });

  app.get('/:id/duplicates', {
    config: { can: ['read', 'Lead'] },
    schema: {
      tags,
      params: idParamsSchema,
      response: { 200: z.object({ items: z.array(leadDuplicateSchema) }) },
    },
    handler: async (request) => {
      const tenantId = requireAuth(request.auth).tenant.id;
      const lead = await findLead(db, tenantId, request.params.id);
      if (!lead) throw notFound('Lead');
      return { items: await duplicatesOf(db, tenantId, lead) };
    },
  });

  app.post('/:id/merge', {
    config: { can: ['update', 'Lead'] },
    schema: {
      tags,
      params: idParamsSchema,
      body: leadMergeBodySchema,
      response: { 200: leadSchema },
    },
    handler: async (request) =>
      (
        await mergeLeads(
          app.deps,
          requireAuth(request.auth),
          request.params.id,
          request.body.duplicateId,
        )
      ).lead,
  });

  app.get('/:id/quotes', {
    config: { can: ['read', 'Lead'] },
    schema: { tags, params: idParamsSchema, response: { 200: quoteVersionListSchema } },
    handler: async (request) => {
      const tenantId = requireAuth(request.auth).tenant.id;
      if (!(await findLead(db, tenantId, request.params.id))) throw notFound('Lead');
      return { items: await listQuoteVersions(db, tenantId, request.params.id) };
    },
  });

  // The lead's quote: a stored version when asked for one, the frozen one once enrolled, else
  // the live estimate from the lead's programme, intake and dependents.
  app.get('/:id/quote', {
    config: { can: ['read', 'Lead'] },
    schema: {
      tags,
      params: idParamsSchema,
      querystring: quoteQuerySchema,
      response: { 200: quoteSchema },
    },
    handler: async (request, reply) => {
      const tenantId = requireAuth(request.auth).tenant.id;
      const lead = await findLead(db, tenantId, request.params.id);
      if (!lead) throw notFound('Lead');
      const versions =
        request.query.version || lead.status === 'enrolled'
          ? await listQuoteVersions(db, tenantId, lead.id)
          : [];
      const stored = request.query.version
        ? versions.find((v) => v.version === request.query.version)
        : versions.find((v) => v.status === 'frozen');
      if (request.query.version && !stored) throw notFound('Quote version');
      if (!stored && !lead.programmeId) throw notFound('Programme of this lead');
      const quote =
        stored?.quote ??
        (await withIssue(
          db,
          tenantId,
          await computeQuote(db, tenantId, {
            programmeId: lead.programmeId!,
            intake: lead.intake,
            dependents: lead.dependents,
            language: lead.language,
          }),
          { language: lead.language, issuedAt: new Date(), termsId: null },
        ));
      if (request.query.format !== 'pdf') return quote;
      const pdf = await quotePdf(quote, {
        language: lead.language,
        leadName: lead.fullName,
        number: lead.number,
        tenantName: requireAuth(request.auth).tenant.appTitle,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="quote-${lead.number}.pdf"`)
        .send(pdf as never);
    },
  });
};

import { and, desc, eq, count } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  pageQueryShape,
  termsBodySchema,
  termsListQueryShape,
  termsListSchema,
  termsSchema,
  type Terms,
} from '@sp/contracts/api';
import { notFound } from '../../kernel/errors';
import { actorOf, requireAuth } from '../../kernel/types';
import { recordAudit } from '../audit';
import { iso } from '../users';
import { agencyTerms } from './tables';

const tags = ['terms'];
const toTerms = (r: typeof agencyTerms.$inferSelect): Terms => ({
  id: r.id,
  version: r.version,
  title: r.title,
  body: r.body,
  status: r.status as Terms['status'],
  publishedAt: r.publishedAt ? iso(r.publishedAt) : null,
  createdAt: iso(r.createdAt),
});

/**
 * Terms & conditions: each POST is a new draft version (texts in en, fr, ar); publishing one
 * archives the previously published version, which stays readable. One published at a time
 * (a partial unique index holds it even under concurrent publishes).
 */
export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get('/', {
    config: { can: ['read', 'AgencyConfig'] },
    schema: {
      tags,
      querystring: z.strictObject({ ...pageQueryShape, ...termsListQueryShape }),
      response: { 200: termsListSchema },
    },
    handler: async (request) => {
      const { page, pageSize, status } = request.query;
      const where = and(
        eq(agencyTerms.tenantId, requireAuth(request.auth).tenant.id),
        status ? eq(agencyTerms.status, status) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(agencyTerms)
          .where(where)
          .orderBy(desc(agencyTerms.version))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(agencyTerms).where(where),
      ]);
      return { items: rows.map(toTerms), total: Number(total?.n ?? 0), page, pageSize };
    },
  });

  app.get('/:id', {
    config: { can: ['read', 'AgencyConfig'] },
    schema: { tags, params: idParamsSchema, response: { 200: termsSchema } },
    handler: async (request) => {
      const [row] = await db
        .select()
        .from(agencyTerms)
        .where(
          and(
            eq(agencyTerms.tenantId, requireAuth(request.auth).tenant.id),
            eq(agencyTerms.id, request.params.id),
          ),
        );
      if (!row) throw notFound('Terms');
      return toTerms(row);
    },
  });

  app.post('/', {
    config: { can: ['create', 'AgencyConfig'], idempotent: true },
    schema: { tags, body: termsBodySchema, response: { 201: termsSchema } },
    handler: async (request, reply) => {
      const auth = requireAuth(request.auth);
      const row = await db.transaction(async (tx) => {
        const [last] = await tx
          .select({ v: agencyTerms.version })
          .from(agencyTerms)
          .where(eq(agencyTerms.tenantId, auth.tenant.id))
          .orderBy(desc(agencyTerms.version))
          .limit(1)
          .for('update');
        const [created] = await tx
          .insert(agencyTerms)
          .values({
            tenantId: auth.tenant.id,
            version: (last?.v ?? 0) + 1,
            title: request.body.title,
            body: request.body.body,
          })
          .returning();
        await recordAudit(tx, actorOf(auth), {
          action: 'create',
          recordType: 'Terms',
          recordId: created!.id,
          after: { version: created!.version },
        });
        return created!;
      });
      reply.code(201);
      return toTerms(row);
    },
  });

  app.post('/:id/publish', {
    config: { can: ['update', 'AgencyConfig'] },
    schema: { tags, params: idParamsSchema, response: { 200: termsSchema } },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(agencyTerms)
          .where(
            and(eq(agencyTerms.tenantId, auth.tenant.id), eq(agencyTerms.id, request.params.id)),
          );
        if (!row) throw notFound('Terms');
        if (row.status === 'published') return toTerms(row);
        await tx
          .update(agencyTerms)
          .set({ status: 'archived' })
          .where(
            and(eq(agencyTerms.tenantId, auth.tenant.id), eq(agencyTerms.status, 'published')),
          );
        const [published] = await tx
          .update(agencyTerms)
          .set({ status: 'published', publishedAt: new Date() })
          .where(eq(agencyTerms.id, row.id))
          .returning();
        await recordAudit(tx, actorOf(auth), {
          action: 'publish',
          recordType: 'Terms',
          recordId: row.id,
          after: { version: row.version },
        });
        return toTerms(published!);
      });
    },
  });
};

import { and, asc, count, desc, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { configListQuerySchema, idParamsSchema } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { AppError, notFound } from '../../kernel/errors';
import { searchAny } from '../../kernel/list-query';
import { actorOf, requireAuth, type AuthContext } from '../../kernel/types';
import { recordAudit } from '../audit';
import { loadLookups, type Lookups } from './lookups';

type Row = Record<string, unknown> & { id: string; tenantId: string };
type TableWithTenant = PgTable & { id: PgColumn; tenantId: PgColumn; createdAt: PgColumn };

/** One configuration resource: its table, wire shapes and the mapping between them. */
export interface ConfigResource<B> {
  recordType: string;
  table: TableWithTenant;
  body: z.ZodType<B>;
  patch: z.ZodObject;
  item: z.ZodType;
  list: z.ZodType;
  nameColumn: AnyColumn;
  searchColumns: AnyColumn[];
  parent?: { destinationId?: AnyColumn; programmeId?: AnyColumn };
  toItem(row: Row, lookups: Lookups): Record<string, unknown>;
  toColumns(body: B): Record<string, unknown>;
  /** A rule across rows, checked before the row is written (id: the row being changed, null on create). */
  validate?(
    db: Db,
    tenantId: string,
    columns: Record<string, unknown>,
    id: string | null,
  ): Promise<void>;
}

/** References in a body must be the caller's own (another tenant's id is as unknown as a made-up one). */
function checkReferences(body: Record<string, unknown>, l: Lookups) {
  const refs: [string, Map<string, unknown>][] = [
    ['destinationId', l.destinations],
    ['programmeId', l.programmes],
    ['subAgencyId', l.subAgencies],
  ];
  const details = refs
    .filter(([key, map]) => typeof body[key] === 'string' && !map.has(body[key] as string))
    .map(([path]) => ({ path, message: 'Unknown record: pick one from the list' }));
  if (details.length) throw new AppError(400, 'validation_failed', details[0]!.message, details);
}

/** An item as the audit log keeps it: a reference by its name (`destinationName`), not also its id. */
const readable = (item: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(item).filter(
      ([key]) => !(key.endsWith('Id') && `${key.slice(0, -2)}Name` in item),
    ),
  );

/**
 * GET (list, one), POST and PATCH for a configuration resource, all scoped by tenant and
 * audited. A PATCH is merged with the stored record and validated whole, so a rule that
 * spans fields (share or amount, min <= max) holds after a partial change too.
 */
export function configRoutes<B>(r: ConfigResource<B>): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = app.deps;
    const tags = ['agency-config'];
    const t = r.table as TableWithTenant & Record<string, AnyColumn>;
    const one = async (tenantId: string, id: string) => {
      const [row] = await db
        .select()
        .from(r.table)
        .where(and(eq(t.tenantId, tenantId), eq(t.id, id)));
      return (row as Row | undefined) ?? null;
    };
    const audit = (
      auth: AuthContext,
      action: string,
      id: string,
      before: Record<string, unknown> | null,
      after: Record<string, unknown>,
    ) =>
      recordAudit(db, actorOf(auth), {
        action,
        recordType: r.recordType,
        recordId: id,
        before: before && readable(before),
        after: readable(after),
      });

    app.get('/', {
      config: { can: ['read', 'AgencyConfig'] },
      schema: { tags, querystring: configListQuerySchema, response: { 200: r.list } },
      handler: async (request) => {
        const q = request.query;
        const tenantId = requireAuth(request.auth).tenant.id;
        const where: (SQL | undefined)[] = [
          eq(t.tenantId, tenantId),
          searchAny(q.search, r.searchColumns),
        ];
        if (q.destinationId && r.parent?.destinationId)
          where.push(eq(r.parent.destinationId, q.destinationId));
        if (q.programmeId && r.parent?.programmeId)
          where.push(eq(r.parent.programmeId, q.programmeId));
        const cond = and(...where.filter(Boolean));
        const column = q.sort?.replace(/^-/, '') === 'createdAt' ? t.createdAt : r.nameColumn;
        const order = q.sort?.startsWith('-') ? desc(column) : asc(column);
        const [rows, [total], lookups] = await Promise.all([
          db
            .select()
            .from(r.table)
            .where(cond)
            .orderBy(order, asc(t.id))
            .limit(q.pageSize)
            .offset((q.page - 1) * q.pageSize),
          db.select({ n: count() }).from(r.table).where(cond),
          loadLookups(db, tenantId),
        ]);
        return {
          items: (rows as Row[]).map((row) => r.toItem(row, lookups)),
          total: Number(total?.n ?? 0),
          page: q.page,
          pageSize: q.pageSize,
        };
      },
    });

    app.get('/:id', {
      config: { can: ['read', 'AgencyConfig'] },
      schema: { tags, params: idParamsSchema, response: { 200: r.item } },
      handler: async (request) => {
        const tenantId = requireAuth(request.auth).tenant.id;
        const row = await one(tenantId, request.params.id);
        if (!row) throw notFound(r.recordType);
        return r.toItem(row, await loadLookups(db, tenantId));
      },
    });

    app.post('/', {
      config: { can: ['create', 'AgencyConfig'], idempotent: true },
      schema: { tags, body: r.body, response: { 201: r.item } },
      handler: async (request, reply) => {
        const auth = requireAuth(request.auth);
        const lookups = await loadLookups(db, auth.tenant.id);
        checkReferences(request.body as Record<string, unknown>, lookups);
        await r.validate?.(db, auth.tenant.id, r.toColumns(request.body as B), null);
        const [row] = await db
          .insert(r.table)
          .values({ ...r.toColumns(request.body as B), tenantId: auth.tenant.id } as never)
          .returning();
        const item = r.toItem(row as Row, await loadLookups(db, auth.tenant.id));
        await audit(auth, 'create', (row as Row).id, null, item);
        reply.code(201);
        return item;
      },
    });

    app.patch('/:id', {
      config: { can: ['update', 'AgencyConfig'] },
      schema: { tags, params: idParamsSchema, body: r.patch, response: { 200: r.item } },
      handler: async (request) => {
        const auth = requireAuth(request.auth);
        const before = await one(auth.tenant.id, request.params.id);
        if (!before) throw notFound(r.recordType);
        const lookups = await loadLookups(db, auth.tenant.id);
        const current = r.toItem(before, lookups);
        const keys = Object.keys(r.patch.shape);
        const merged = Object.fromEntries(
          keys.map((k) => [
            k,
            k in (request.body as object)
              ? (request.body as Record<string, unknown>)[k]
              : current[k],
          ]),
        );
        const parsed = r.body.safeParse(merged);
        if (!parsed.success) {
          const details = parsed.error.issues.map((i) => ({
            path: i.path.join('.'),
            message: i.message,
          }));
          throw new AppError(400, 'validation_failed', details[0]!.message, details);
        }
        checkReferences(parsed.data as Record<string, unknown>, lookups);
        await r.validate?.(db, auth.tenant.id, r.toColumns(parsed.data), request.params.id);
        const [row] = await db
          .update(r.table)
          .set(r.toColumns(parsed.data) as never)
          .where(and(eq(t.tenantId, auth.tenant.id), eq(t.id, request.params.id)))
          .returning();
        const item = r.toItem(row as Row, await loadLookups(db, auth.tenant.id));
        await audit(auth, 'update', request.params.id, current, item);
        return item;
      },
    });
  };
}

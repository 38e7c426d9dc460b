import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  importCommitBodySchema,
  importCreatedSchema,
  importDetailSchema,
  importKindQuerySchema,
  importKindSchema,
  importLimits,
  importListQuerySchema,
  importListResponseSchema,
  importMappingBodySchema,
  savedMappingListSchema,
} from '@sp/contracts/api';
import { AppError, notFound } from '../../kernel/errors';
import { requireAuth } from '../../kernel/types';
import { errorFileLines, errorFileName } from './error-file';
import { latestCarrierLabel, listSavedMappings } from './repository';
import {
  assertMayImport,
  changeMapping,
  createImport,
  getImportDetail,
  listKindImports,
  loadOwnImport,
  startCommit,
} from './service';

const tags = ['imports'];

/** /api/imports: upload, poll, map, commit, error file, history. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(multipart, {
    limits: { fileSize: importLimits.maxBytes, files: 1, fields: 4, fieldSize: 1000 },
  });

  app.post('/', {
    config: { idempotent: true },
    schema: { tags, consumes: ['multipart/form-data'], response: { 201: importCreatedSchema } },
    handler: async (request, reply) => {
      const auth = requireAuth(request.auth);
      if (!request.isMultipart())
        throw new AppError(415, 'unsupported_media_type', 'Send the file as multipart/form-data');
      const part = await request.file();
      if (!part) throw new AppError(400, 'import_file_empty', 'No file was sent');
      const field = part.fields.kind as { value?: unknown } | undefined;
      const kind = importKindSchema.safeParse(
        field?.value ?? (request.query as { kind?: string }).kind,
      );
      if (!kind.success)
        throw new AppError(
          400,
          'validation_failed',
          'kind must be products, orders, order_labels or leads',
          [{ path: 'kind', message: 'invalid' }],
        );
      // Before the file's bytes are read: a caller who may not import this kind costs no
      // 50 MB of memory (the fields come before the file, as a browser's FormData sends them).
      assertMayImport(auth, kind.data);
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, 'import_file_too_large', 'The file is larger than 50 MB');
        throw error;
      }
      reply.code(201);
      return createImport(deps, auth, { kind: kind.data, fileName: part.filename || 'file', data });
    },
  });

  app.get('/', {
    schema: {
      tags,
      querystring: importListQuerySchema,
      response: { 200: importListResponseSchema },
    },
    handler: (request) => listKindImports(deps, requireAuth(request.auth), request.query),
  });

  app.get('/mappings', {
    schema: { tags, querystring: importKindQuerySchema, response: { 200: savedMappingListSchema } },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      assertMayImport(auth, request.query.kind);
      const rows = await listSavedMappings(deps.db, auth.tenant.id, request.query.kind);
      return {
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          mapping: r.mapping,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  });

  // The order's newest carrier label: its PDF page, else a redirect to the carrier's URL.
  app.get('/carrier-labels/:id', {
    config: { can: ['read', 'Label'] },
    schema: { tags, params: idParamsSchema },
    handler: async (request, reply) => {
      const label = await latestCarrierLabel(
        deps.db,
        requireAuth(request.auth).tenant.id,
        request.params.id,
      );
      if (!label || (!label.pdf && !label.labelUrl)) throw notFound('Carrier label');
      if (!label.pdf) return reply.redirect(label.labelUrl);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename="label-${label.trackingNumber || label.orderId}.pdf"`,
        )
        .send(label.pdf);
    },
  });

  app.get('/:id', {
    schema: { tags, params: idParamsSchema, response: { 200: importDetailSchema } },
    handler: (request) => getImportDetail(deps, requireAuth(request.auth), request.params.id),
  });

  app.put('/:id/mapping', {
    schema: {
      tags,
      params: idParamsSchema,
      body: importMappingBodySchema,
      response: { 200: importCreatedSchema },
    },
    handler: (request) =>
      changeMapping(deps, requireAuth(request.auth), request.params.id, request.body),
  });

  app.post('/:id/commit', {
    config: { idempotent: true },
    schema: {
      tags,
      params: idParamsSchema,
      body: importCommitBodySchema,
      response: { 202: importCreatedSchema },
    },
    handler: async (request, reply) => {
      reply.code(202);
      return startCommit(
        deps,
        requireAuth(request.auth),
        request.params.id,
        request.body.skipErrors,
      );
    },
  });

  app.get('/:id/errors', {
    schema: { tags, params: idParamsSchema },
    handler: async (request, reply) => {
      const { imp } = await loadOwnImport(deps, requireAuth(request.auth), request.params.id);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${encodeURIComponent(errorFileName(imp))}"`,
        );
      return reply.send(Readable.from(errorFileLines(deps.db, imp)));
    },
  });
};

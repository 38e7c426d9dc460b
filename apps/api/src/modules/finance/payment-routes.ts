import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allocationBodySchema,
  allocationCandidateSchema,
  allocationParamsSchema,
  idParamsSchema,
  paymentAttachmentLimits,
  paymentBodySchema,
  paymentDetailSchema,
  paymentListQuerySchema,
  paymentListResponseSchema,
  updatePaymentBodySchema,
  voidPaymentBodySchema,
} from '@sp/contracts/api';
import { AppError, notFound } from '../../kernel/errors';
import { requireAuth } from '../../kernel/types';
import { attachFile, detachFile, readAttachment, tooLarge } from './payment-attachments';
import { allocationCandidates } from './allocation-service';
import { findPayment } from './payment-repository';
import { inTopBarStore } from './store-scope';
import {
  allocatePayment,
  createPayment,
  editPayment,
  paymentDetail,
  paymentList,
  unallocatePayment,
  voidPayment,
} from './payment-service';

const tags = ['finance'];

/** /api/payments: money in and out, voided never deleted, and what each payment settles. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  // One file a request, at most 5 MB (a byte more is read to tell a larger file).
  await app.register(multipart, {
    limits: { fileSize: paymentAttachmentLimits.maxBytes, files: 1, fields: 2, fieldSize: 200 },
  });

  app.get('/', {
    config: { can: ['read', 'Payment'] },
    schema: {
      tags,
      querystring: paymentListQuerySchema,
      response: { 200: paymentListResponseSchema },
    },
    handler: (request) =>
      paymentList(db, request.caller.tenant.id, inTopBarStore(request.query, request.caller)),
  });

  app.get('/:id', {
    config: { can: ['read', 'Payment'] },
    schema: { tags, params: idParamsSchema, response: { 200: paymentDetailSchema } },
    handler: (request) => paymentDetail(db, request.caller.tenant.id, request.params.id),
  });

  app.post('/', {
    config: { can: ['create', 'Payment'], idempotent: true },
    schema: { tags, body: paymentBodySchema, response: { 201: paymentDetailSchema } },
    handler: async (request, reply) => {
      reply.code(201);
      return createPayment(app.deps, request.caller, request.body);
    },
  });

  app.patch('/:id', {
    config: { can: ['update', 'Payment'] },
    schema: {
      tags,
      params: idParamsSchema,
      body: updatePaymentBodySchema,
      response: { 200: paymentDetailSchema },
    },
    handler: (request) => editPayment(app.deps, request.caller, request.params.id, request.body),
  });

  app.post('/:id/void', {
    config: { can: ['update', 'Payment'] },
    schema: {
      tags,
      params: idParamsSchema,
      body: voidPaymentBodySchema,
      response: { 200: paymentDetailSchema },
    },
    handler: (request) =>
      voidPayment(app.deps, request.caller, request.params.id, request.body.reason),
  });

  app.get('/:id/allocation-candidates', {
    config: { can: ['read', 'Payment'] },
    schema: { tags, params: idParamsSchema, response: { 200: z.array(allocationCandidateSchema) } },
    handler: async (request) => {
      const payment = await findPayment(db, request.caller.tenant.id, request.params.id);
      if (!payment) throw notFound('Payment');
      return allocationCandidates(db, payment);
    },
  });

  app.post('/:id/allocations', {
    config: { can: ['update', 'Payment'] },
    schema: {
      tags,
      params: idParamsSchema,
      body: allocationBodySchema,
      response: { 200: paymentDetailSchema },
    },
    handler: (request) =>
      allocatePayment(app.deps, request.caller, request.params.id, request.body.items),
  });

  app.delete('/:id/allocations/:allocationId', {
    config: { can: ['update', 'Payment'] },
    schema: { tags, params: allocationParamsSchema, response: { 200: paymentDetailSchema } },
    handler: (request) =>
      unallocatePayment(app.deps, request.caller, request.params.id, request.params.allocationId),
  });

  // The payment's attached file (issue 37): a receipt or transfer slip, PDF, PNG or JPEG, 5 MB at most.
  app.put('/:id/attachment', {
    config: { can: ['update', 'Payment'] },
    schema: {
      tags,
      params: idParamsSchema,
      consumes: ['multipart/form-data'],
      response: { 200: paymentDetailSchema },
      description:
        'Attach a file to the payment (multipart/form-data, field `file`): PDF, PNG or JPEG of at most 5 MB, its type checked on its content. 413 attachment_too_large, 422 attachment_type_not_allowed.',
    },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      // Another tenant's payment is not found before any byte of the file is read.
      if (!(await findPayment(db, auth.tenant.id, request.params.id))) throw notFound('Payment');
      if (!request.isMultipart())
        throw new AppError(415, 'unsupported_media_type', 'Send the file as multipart/form-data');
      const part = await request.file();
      if (!part)
        throw new AppError(422, 'attachment_missing', 'No file was sent', [
          { path: 'file', message: 'missing' },
        ]);
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      await attachFile(app.deps, auth, request.params.id, {
        fileName: part.filename,
        contentType: part.mimetype,
        data,
      });
      return paymentDetail(db, auth.tenant.id, request.params.id);
    },
  });

  app.get('/:id/attachment', {
    config: { can: ['read', 'Payment'] },
    schema: {
      tags,
      params: idParamsSchema,
      description:
        "The payment's attached file, as it was uploaded (Content-Disposition: attachment).",
    },
    handler: async (request, reply) => {
      const file = await readAttachment(db, request.caller.tenant.id, request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.data);
    },
  });

  app.delete('/:id/attachment', {
    config: { can: ['update', 'Payment'] },
    schema: { tags, params: idParamsSchema, response: { 200: paymentDetailSchema } },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      await detachFile(app.deps, auth, request.params.id);
      return paymentDetail(db, auth.tenant.id, request.params.id);
    },
  });
};

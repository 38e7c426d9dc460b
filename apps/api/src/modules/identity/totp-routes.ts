import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  okResponseSchema,
  recoveryCodesResponseSchema,
  totpCodeBodySchema,
  totpSetupBodySchema,
  totpSetupResponseSchema,
} from '@sp/contracts/api';
import { disableTotp, enableTotp, setupTotp } from './totp-enrolment';
import { requireAuth } from '../../kernel/types';

const tags = ['auth'];

export const totpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/totp/setup', {
    schema: { tags, body: totpSetupBodySchema, response: { 200: totpSetupResponseSchema } },
    handler: (request) => setupTotp(app.deps, requireAuth(request.auth), request.body?.code),
  });

  app.post('/totp/enable', {
    schema: { tags, body: totpCodeBodySchema, response: { 200: recoveryCodesResponseSchema } },
    handler: (request) => enableTotp(app.deps, requireAuth(request.auth), request.body.code),
  });

  app.delete('/totp', {
    schema: { tags, body: totpCodeBodySchema, response: { 200: okResponseSchema } },
    handler: async (request) => {
      await disableTotp(app.deps, requireAuth(request.auth), request.body.code);
      return { ok: true as const };
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  okResponseSchema,
  sessionResponseSchema,
  twoStepBodySchema,
} from '@sp/contracts/api';
import { completeTwoStep, login } from './login';
import { clientOf, revokeSession } from './sessions';
import { toUserData } from '../users';
import { requireAuth } from '../../kernel/types';

const tags = ['auth'];

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { loginRateLimit } = app.deps.config;
  // Per client address; per account, repeated failures lock the account (services/login).
  const rateLimit = { max: loginRateLimit.max, timeWindow: loginRateLimit.windowMs };

  app.post('/login', {
    config: { public: true, rateLimit },
    schema: {
      tags,
      security: [],
      body: loginBodySchema,
      response: { 200: loginResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
    },
    handler: (request) =>
      login(app.deps, request.body.email, request.body.password, clientOf(request)),
  });

  app.post('/two-step', {
    config: { public: true, rateLimit },
    schema: {
      tags,
      security: [],
      body: twoStepBodySchema,
      response: { 200: sessionResponseSchema },
    },
    handler: (request) =>
      completeTwoStep(app.deps, request.body.hashId, request.body.code, clientOf(request)),
  });

  app.post('/logout', {
    schema: { tags, response: { 200: okResponseSchema } },
    handler: async (request) => {
      await revokeSession(app.deps.db, requireAuth(request.auth).session.id);
      return { ok: true as const };
    },
  });

  app.get('/me', {
    schema: { tags, response: { 200: meResponseSchema } },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      return { userData: toUserData(auth.user, auth.storeIds), userAbilityRules: auth.rules };
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmEmailBodySchema,
  forgotPasswordBodySchema,
  hashIdResponseSchema,
  okResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  sessionResponseSchema,
  verifyBodySchema,
} from '@sp/contracts/api';
import { forgotPassword, register, resetPassword, verifyEmail } from './accounts';
import { confirmEmailChange } from './email-change';
import { clientOf } from './sessions';

const tags = ['auth'];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { loginRateLimit } = app.deps.config;
  const config = {
    public: true,
    rateLimit: { max: loginRateLimit.max, timeWindow: loginRateLimit.windowMs },
  };

  app.post('/register', {
    config,
    schema: {
      tags,
      security: [],
      body: registerBodySchema,
      response: { 201: hashIdResponseSchema },
    },
    handler: async (request, reply) => reply.code(201).send(await register(app.deps, request.body)),
  });

  app.post('/verify', {
    config,
    schema: {
      tags,
      security: [],
      body: verifyBodySchema,
      response: { 200: sessionResponseSchema },
    },
    handler: (request) =>
      verifyEmail(app.deps, request.body.hashId, request.body.code, clientOf(request)),
  });

  app.post('/forgot-password', {
    config,
    schema: {
      tags,
      security: [],
      body: forgotPasswordBodySchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await forgotPassword(app.deps, request.body.email);
      return { ok: true as const };
    },
  });

  // The link mailed to a new address (email-change.ts): the token is the proof, no session needed.
  app.post('/confirm-email', {
    config,
    schema: {
      tags,
      security: [],
      body: confirmEmailBodySchema,
      response: { 200: okResponseSchema },
    },
    handler: (request) => confirmEmailChange(app.deps, request.body.token),
  });

  app.post('/reset-password', {
    config,
    schema: {
      tags,
      security: [],
      body: resetPasswordBodySchema,
      response: { 200: okResponseSchema },
    },
    handler: async (request) => {
      await resetPassword(app.deps, request.body.token, request.body.password);
      return { ok: true as const };
    },
  });
};

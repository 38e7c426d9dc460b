import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  errorResponseSchema,
  idParamsSchema,
  notificationPreferencesBodySchema,
  notificationPreferencesResponseSchema,
  okResponseSchema,
  revokedResponseSchema,
  sessionListQuerySchema,
  sessionListResponseSchema,
  updateProfileBodySchema,
  updateProfileResponseSchema,
} from '@sp/contracts/api';
import {
  changePassword,
  endSession,
  getNotificationPreferences,
  listSessions,
  saveNotificationPreferences,
  signOutOtherSessions,
  updateProfile,
} from './account-settings';
import { requireAuth } from '../../kernel/types';

const tags = ['account'];

/**
 * The signed-in user's own account (the shell's account settings), under /api/auth.
 * Signed in, no ability needed: every route acts on the caller only.
 */
export const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { loginRateLimit } = app.deps.config;

  app.patch('/me', {
    schema: {
      tags,
      body: updateProfileBodySchema,
      response: {
        200: updateProfileResponseSchema,
        400: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: (request) => updateProfile(app.deps, requireAuth(request.auth), request.body),
  });

  app.post('/change-password', {
    // Guessing the current password from a stolen session is throttled like sign-in.
    config: { rateLimit: { max: loginRateLimit.max, timeWindow: loginRateLimit.windowMs } },
    schema: {
      tags,
      body: changePasswordBodySchema,
      response: {
        200: changePasswordResponseSchema,
        400: errorResponseSchema,
        422: errorResponseSchema,
      },
    },
    handler: (request) => changePassword(app.deps, requireAuth(request.auth), request.body),
  });

  app.get('/sessions', {
    schema: {
      tags,
      querystring: sessionListQuerySchema,
      response: { 200: sessionListResponseSchema, 400: errorResponseSchema },
    },
    handler: (request) => listSessions(app.deps, requireAuth(request.auth), request.query),
  });

  app.delete('/sessions/:id', {
    schema: {
      tags,
      params: idParamsSchema,
      response: { 200: okResponseSchema, 404: errorResponseSchema },
    },
    handler: (request) => endSession(app.deps, requireAuth(request.auth), request.params.id),
  });

  app.post('/sessions/sign-out-others', {
    schema: { tags, response: { 200: revokedResponseSchema } },
    handler: (request) => signOutOtherSessions(app.deps, requireAuth(request.auth)),
  });

  app.get('/notification-preferences', {
    schema: { tags, response: { 200: notificationPreferencesResponseSchema } },
    handler: (request) => getNotificationPreferences(app.deps, requireAuth(request.auth)),
  });

  app.put('/notification-preferences', {
    schema: {
      tags,
      body: notificationPreferencesBodySchema,
      response: { 200: notificationPreferencesResponseSchema },
    },
    handler: (request) =>
      saveNotificationPreferences(app.deps, requireAuth(request.auth), request.body),
  });
};

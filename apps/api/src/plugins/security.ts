import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';

/** Security headers, CORS for the configured origins, and (per-route) rate limits. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  // Remotes may be deployed on other origins (per-tenant manifest URLs): any https origin,
  // plus REMOTE_ORIGINS for remotes served over plain http (development, tests).
  const remotes = app.deps.config.remoteOrigins;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https:', ...remotes],
        // Chakra (emotion) injects style tags at runtime.
        styleSrc: ["'self'", "'unsafe-inline'", 'https:', ...remotes],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'https:', 'wss:', ...remotes],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    // Remote bundles are fetched cross-origin; /remotes answers set their own CORS.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const origins = app.deps.config.corsOrigins;
  await app.register(cors, {
    origin: origins.includes('*') ? true : origins.length ? origins : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Store-ID', 'Idempotency-Key', 'X-Request-Id', 'Accept-Language'],
    exposedHeaders: ['Retry-After', 'X-Request-Id', 'Idempotent-Replayed'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'rate_limited', `Too many requests; retry in ${Math.ceil(context.ttl / 1000)} s`, undefined, {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  });
});

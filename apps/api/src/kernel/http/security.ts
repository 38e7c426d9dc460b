import cors from '@fastify/cors';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { isPlainOrigin } from '@sp/contracts/api';
import type { Db } from '../db/client';

/** The origins tenants serve remotes from: tenancy keeps them, the app hands them in at start-up. */
export interface SecurityOptions {
  remoteOrigins: { refresh(db: Db): Promise<unknown>; current(db: Db): string[] };
}

/** The first string holding a NUL character, as `path` of the field; null if none. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = findNul(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Security headers, CORS for the configured origins, and (per-route) rate limits. */
export const securityPlugin = fp(
  async (app: FastifyInstance, { remoteOrigins }: SecurityOptions) => {
    const { refresh: refreshRemoteOrigins, current: tenantRemoteOrigins } = remoteOrigins;
    // Remotes may be deployed on other origins (per-tenant manifest URLs): the origins the
    // tenants configure (kept fresh by tenancy), plus REMOTE_ORIGINS (e.g. plain-http hosts
    // in development and tests). Never "any https:", which would run any script.
    const db = app.deps.db;
    // REMOTE_ORIGINS passes the same rule as a manifest's origin (kernel can't trust env either).
    const configured = app.deps.config.remoteOrigins.filter((o) => {
      if (isPlainOrigin(o)) return true;
      app.log.warn(
        { origin: o },
        'REMOTE_ORIGINS entry ignored: not a plain https (or localhost http) origin',
      );
      return false;
    });
    const remotes = () =>
      [...new Set([...configured, ...tenantRemoteOrigins(db)])].join(' ') || "'self'";
    await refreshRemoteOrigins(db);
    const timer = setInterval(() => void refreshRemoteOrigins(db).catch(() => {}), 60_000).unref();
    app.addHook('onClose', async () => clearInterval(timer));

    // PostgreSQL text cannot hold NUL: refuse it as a field error before any handler runs,
    // wherever strings enter (body, query, route parameters).
    app.addHook('preValidation', async (request) => {
      const where = ['body', 'query', 'params'] as const;
      for (const part of where) {
        const path = findNul(request[part]);
        if (path !== null) {
          const field = part === 'params' ? `params.${path}` : path;
          throw new AppError(400, 'validation_failed', 'Some fields are invalid', [
            { path: field, message: 'Must not contain the NUL character' },
          ]);
        }
      }
    });

    // helmet's headers depend only on the remote origins: worked out once per set of origins
    // (it changes when a tenant's modules do, refreshed every minute) and copied onto each
    // reply. Running helmet per request (its CSP string built and checked each time) was a
    // tenth of a small request's CPU.
    const headersFor = lastGoodHeaders(helmetHeaders, (err, remotes) =>
      app.log.error({ err, remotes }, 'security headers not rebuilt: keeping the last good ones'),
    );
    const securityHeaders = () => headersFor(tenantRemoteOrigins(db), remotes);
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of securityHeaders()) reply.raw.setHeader(name, value);
      done();
    });
    const origins = app.deps.config.corsOrigins;
    await app.register(cors, {
      origin: origins.includes('*') ? true : origins.length ? origins : false,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: [
        'Authorization',
        'Content-Type',
        'X-Store-ID',
        'Idempotency-Key',
        'X-Request-Id',
        'Accept-Language',
      ],
      exposedHeaders: ['Retry-After', 'X-Request-Id', 'Idempotent-Replayed'],
      maxAge: 600,
    });
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError(
          429,
          'rate_limited',
          `Too many requests; retry in ${Math.ceil(context.ttl / 1000)} s`,
          undefined,
          {
            'retry-after': String(Math.ceil(context.ttl / 1000)),
          },
        ),
    });
  },
);

type Headers = [string, string][];

/**
 * The headers for the current set of remote origins, built once per set. A set whose
 * headers cannot be built (an origin helmet refuses) keeps the last good headers and is
 * reported once: one bad row must never fail every tenant's requests, including the one
 * that would repair it (issue 33, item 4). Before any good set, `'self'` alone.
 */
export function lastGoodHeaders(
  build: (remotes: string) => Headers,
  report: (err: unknown, remotes: string) => void,
) {
  let current: { origins: string[]; headers: Headers } | null = null;
  return (origins: string[], remotes: () => string): Headers => {
    if (current?.origins === origins) return current.headers;
    const wanted = remotes();
    try {
      current = { origins, headers: build(wanted) };
    } catch (err) {
      report(err, wanted);
      current = { origins, headers: current?.headers ?? build("'self'") };
    }
    return current.headers;
  };
}

/** The headers helmet sets for these remote origins, recorded from one run of its middleware. */
export function helmetHeaders(remotes: string): Headers {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", remotes],
        // Chakra (emotion) injects style tags at runtime.
        styleSrc: ["'self'", "'unsafe-inline'", remotes],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'https:', 'wss:', remotes],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    // Remote bundles are fetched cross-origin; /remotes answers set their own CORS.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  let failure: unknown;
  middleware({} as never, recorder as never, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return headers;
}

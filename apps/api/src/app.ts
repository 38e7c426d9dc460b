import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './kernel/db/client';
import { seedDemo } from './seed-demo';
import { errorHandlerPlugin } from './kernel/http/error-handler';
import { loggerOptions } from './kernel/http/log-redaction';
import { securityPlugin } from './kernel/http/security';
import { compiledSerializerCompiler } from './kernel/http/serializer';
import { spaFallback, staticWebPlugin } from './kernel/http/static-web';
import { swaggerPlugin } from './kernel/http/swagger';
import { healthRoutes } from './kernel/http/health-routes';
import { clientErrorHandler } from './kernel/http/client-error';
import { startJobWorker, type JobWorker } from './kernel/job-worker';
import { scheduleRecurring } from './kernel/schedule';
import { startEventWorker, type EventWorker } from './kernel/event-worker';
import { JOB_LANES } from './kernel/jobs';
import { apiRoutes } from './modules';
import { createMailer } from './modules/mail';
import { createNotificationBus, createPusher } from './modules/notifications';
import { createCallerCache } from './kernel/http/caller-cache';
import type { Caller } from './kernel/types';
import { dropPlatformOverrides } from './modules/users';
import { resolveTotpKey, sealClearTotpSecrets } from './modules/identity';
import { refreshRemoteOrigins, tenantRemoteOrigins } from './modules/tenancy';
import { publicTenantOf } from './modules/tenancy';
import './kernel/types';

export interface BuildOptions {
  config?: Partial<Config>;
  /** An opened (and migrated) database; tests pass one. Otherwise opened from config. */
  database?: Database;
  /** Pino options, or false for silence (tests). */
  logger?: boolean | object;
  /** Apply migrations and demo data at start (default true when the app opens the database). */
  prepare?: boolean;
}

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimit,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: process.env.TRUST_PROXY === '1',
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // A client that announces a body and never sends it is cut off (issue 17.7); SSE streams
    // are sent, not received, and their heartbeat keeps the connection from idling out.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    // Errors Node's HTTP parser raises before a request exists (a body that never arrives,
    // malformed HTTP) answer in the API's error shape too (issue 33, item 14).
    clientErrorHandler,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.max(
        100,
        Math.min(5_000, Math.floor(config.requestTimeoutMs / 4)),
      ),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);

  const database = options.database ?? (await openDatabase(config));
  const totpKey = resolveTotpKey(config, app.log, Boolean(options.database));
  config.totpEncryptionKey = totpKey;
  // Start-up writes run in one replica at a time (advisory lock): replicas starting together
  // apply the migrations and seed the demo data once.
  await database.exclusive(async () => {
    if (options.prepare ?? !options.database) {
      await database.migrate();
      // Demo data on an empty embedded database; on PostgreSQL only when asked (DEMO=1).
      if (database.kind === 'pglite' || config.demo) await seedDemo(database.db, app.log);
    }
    await dropPlatformOverrides(database.db, app.log);
    await sealClearTotpSecrets(database.db, totpKey);
  });
  const bus = createNotificationBus(database, app.log);
  await bus.start();
  const callers = createCallerCache<Caller>(database, app.log);
  await callers.start();
  app.decorate('deps', {
    db: database.db,
    config,
    log: app.log,
    bus,
    mailer: createMailer({
      db: database.db,
      log: app.log,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      localOutbox: config.localOutbox,
    }),
    pusher: createPusher(config.fcmServiceAccount, app.log),
    callers,
  });
  // A request that may have changed a caller answers once this replica has seen the
  // change, so the client's next request finds it (kernel/http/caller-cache.ts).
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS')
      await callers.sync();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  let workers: JobWorker[] = [];
  let eventWorker: EventWorker | null = null;
  if (config.jobs.worker) {
    app.addHook('onReady', async () => {
      await scheduleRecurring(database.db);
      workers = JOB_LANES.map((lane) => startJobWorker(app.deps, { ...config.jobs, lane }));
      eventWorker = await startEventWorker(database, app.log, { sweepMs: config.jobs.pollMs });
    });
  }
  let closing = false;
  // A response finished while shutting down closes its keep-alive connection, or the
  // server would wait for the client to let go of it.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
    bus.closeAll();
    callers.stop();
    // Running jobs finish (or go back to the queue for another replica) before the database closes.
    await Promise.all([...workers.map((w) => w.stop(config.shutdownGraceMs)), eventWorker?.stop()]);
  });
  if (!options.database) app.addHook('onClose', async () => database.close());

  // Read by the route-table test (src/test/route-table.test.ts): every route, not a hand list.
  const routeTable: RouteOptions[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => void routeTable.push(route));
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, {
    remoteOrigins: { refresh: refreshRemoteOrigins, current: tenantRemoteOrigins },
  });
  await app.register(swaggerPlugin);
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(apiRoutes, { prefix: '/api' });
  const documentData = async (request: FastifyRequest) =>
    publicTenantOf(app.deps, request.headers.host);
  if (config.webRoot)
    await app.register(staticWebPlugin, { webRoot: config.webRoot, documentData });
  app.setNotFoundHandler(async (request, reply) => {
    if (await spaFallback(request, reply, config.webRoot, documentData)) return reply;
    const path = request.url.split('?')[0];
    return reply
      .code(404)
      .send({ error: { code: 'not_found', message: `No route ${request.method} ${path}` } });
  });
  return app;
}

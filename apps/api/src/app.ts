import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { seedDemo } from './db/seed-demo';
import { errorHandlerPlugin } from './plugins/error-handler';
import { securityPlugin } from './plugins/security';
import { spaFallback, staticWebPlugin } from './plugins/static-web';
import { swaggerPlugin } from './plugins/swagger';
import { apiRoutes } from './routes';
import { createMailer } from './services/mailer';
import { createNotificationBus } from './services/notification-bus';
import { createPusher } from './services/push';
import './types';

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
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimit,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: process.env.TRUST_PROXY === '1',
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config));
  if (options.prepare ?? !options.database) {
    await database.migrate();
    // Demo data on an empty embedded database; on PostgreSQL only when asked (DEMO=1).
    if (database.kind === 'pglite' || config.demo) await seedDemo(database.db, app.log);
  }
  const bus = createNotificationBus();
  app.decorate('deps', {
    db: database.db,
    config,
    log: app.log,
    bus,
    mailer: createMailer({ db: database.db, log: app.log, smtpUrl: config.smtpUrl, from: config.mailFrom }),
    pusher: createPusher(config.fcmServiceAccount, app.log),
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('preClose', async () => {
    bus.closeAll();
  });
  if (!options.database) app.addHook('onClose', async () => database.close());

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(swaggerPlugin);
  await app.register(apiRoutes, { prefix: '/api' });
  if (config.webRoot) await app.register(staticWebPlugin, { webRoot: config.webRoot });
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback(request, reply, config.webRoot)) return reply;
    const path = request.url.split('?')[0];
    return reply.code(404).send({ error: { code: 'not_found', message: `No route ${request.method} ${path}` } });
  });
  return app;
}

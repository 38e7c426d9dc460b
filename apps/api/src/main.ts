// First: V8's flags before the app's modules allocate (kernel/v8-flags.ts says why).
import './kernel/v8-flags';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { DataDirInUseError } from './kernel/db/data-dir-lock';

// Start: migrations (once across replicas) and demo data on an empty embedded database run in buildApp.
let app: FastifyInstance;
try {
  app = await buildApp();
} catch (error) {
  // A data folder held by another process is the user's to resolve: say so plainly, no stack.
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
}
const { port, host, databaseUrl, dataDir, shutdownGraceMs } = app.deps.config;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests and jobs');
  // Hard stop if something hangs, so orchestrators are not left waiting forever.
  setTimeout(() => process.exit(1), shutdownGraceMs + 5_000).unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port, host });
  // One line even at the quiet default level (LOG_LEVEL=info adds one per request).
  const where = databaseUrl
    ? `PostgreSQL ${new URL(databaseUrl).host}`
    : `embedded database in ${dataDir}`;
  const address = app.server.address();
  const actualPort = address && typeof address === 'object' ? address.port : port; // PORT=0 picks a free one
  console.log(
    `API listening on http://${host}:${actualPort} (${where}) on Node.js ${process.version}`,
  );
} catch (err) {
  app.log.error({ err }, 'could not start');
  console.error(`could not start: ${(err as Error).message}`);
  process.exit(1);
}

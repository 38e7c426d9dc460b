import { buildApp } from './app';

// Start: migrations (and demo data on an empty embedded database) run in buildApp.
const app = await buildApp();
const { port, host } = app.deps.config;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // Hard stop if something hangs, so orchestrators are not left waiting forever.
  setTimeout(() => process.exit(1), 10_000).unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port, host });
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}

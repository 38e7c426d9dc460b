// The door: what other modules may use of this one (an import from inside is a lint error).
// First, before the routes: a module entered while this one is still loading finds its
// tables and functions ready.
export { createMailer, type Mailer } from './mailer';

import type { FastifyPluginAsync } from 'fastify';
import { lt } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { registerHousekeeping } from '../../kernel/housekeeping';
import { devOutboxRoutes } from './outbox-routes';
import { outbox } from './tables';
import type { Mailer } from './mailer';

// The mailer every module may reach through deps (built in buildApp).
declare module '../../kernel/types' {
  interface Deps {
    mailer: Mailer;
  }
}

/** Mails older than `before` leave the embedded outbox (their links have expired anyway). */
export async function purgeOutbox(db: Db, before: Date) {
  const rows = await db
    .delete(outbox)
    .where(lt(outbox.createdAt, before))
    .returning({ id: outbox.id });
  return rows.length;
}

// Mails leave the embedded outbox after a week (identity's hourly purge runs it).
registerHousekeeping('outbox', (db) => purgeOutbox(db, new Date(Date.now() - 7 * 86_400_000)));

/** Outgoing mail; the outbox is readable over HTTP only on a local run (config.localOutbox). */
export const mailModule: FastifyPluginAsync = async (api) => {
  if (api.deps.config.localOutbox) await api.register(devOutboxRoutes, { prefix: '/dev' });
};

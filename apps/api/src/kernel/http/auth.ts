import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, notFound, unauthorized } from '../errors';
import type { Db } from '../db/client';
import { sha256 } from '../crypto';
import type { AuthContext, Caller, Deps } from '../types';

/**
 * Who a session is: the kernel checks tokens, abilities and stores on every route, but
 * sessions, users and stores belong to the platform modules. They hand these in at start-up
 * (modules/index.ts registers the plugin with identity's callerSource), so the kernel
 * imports no module.
 */
export interface CallerSource {
  /** The caller of a live session, by its token's hash; null if there is none. */
  byTokenHash(deps: Pick<Deps, 'db' | 'callers'>, tokenHash: string): Promise<Caller | null>;
  /** Whether the caller may go on (an active user); marks the session as seen. */
  admit(db: Db, caller: Caller): Promise<boolean>;
  /** Whether a store the caller may not use exists in their tenant (403), or not (404). */
  storeInTenant(db: Db, caller: Caller, storeId: string): Promise<boolean>;
}

/** Redeems a stream ticket for its session's hash (notifications issues tickets). */
export type TicketRedeemer = (db: Db, ticket: string) => Promise<string | null>;

export interface AuthOptions {
  callers: CallerSource;
  redeemStreamTicket: TicketRedeemer;
}

/** The access token of the Authorization header: the only place it is read from. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
}

/** The caller of a request: by its access token, or on a `streamTicket` route by a single-use ticket. */
async function callerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  { callers, redeemStreamTicket }: AuthOptions,
) {
  const token = tokenOf(request);
  if (token) return callers.byTokenHash(app.deps, sha256(token));
  const ticket = request.routeOptions.config.streamTicket
    ? (request.query as Record<string, unknown> | undefined)?.ticket
    : undefined;
  if (typeof ticket !== 'string' || !ticket) throw unauthorized();
  const sessionHash = await redeemStreamTicket(app.deps.db, ticket);
  return sessionHash ? callers.byTokenHash(app.deps, sessionHash) : null;
}

const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A store the caller names: one they may use passes; another tenant's is 404; an own-tenant one they may not use, 403. */
async function assertUsableStore(
  request: FastifyRequest,
  callers: CallerSource,
  caller: Caller,
  id: string,
) {
  if (caller.storeIds.includes(id)) return id;
  if (!(await callers.storeInTenant(request.server.deps.db, caller, id))) throw notFound('Store');
  throw new AppError(403, 'store_forbidden', 'You may not use this store');
}

/** Which store the request is about: only one the user may use; another tenant's is 404. */
async function selectedStore(request: FastifyRequest, callers: CallerSource, caller: Caller) {
  const raw = request.headers['x-store-id'];
  if (raw === undefined || raw === '') return null;
  const id = Array.isArray(raw) ? raw[0]! : raw;
  if (!uuidLike.test(id)) {
    throw new AppError(400, 'validation_failed', 'X-Store-ID must be a store id', [
      { path: 'headers.x-store-id', message: 'Must be a store id' },
    ]);
  }
  return assertUsableStore(request, callers, caller, id);
}

/** The fields that name one store, in a query string or a JSON body, on every route. */
export const STORE_FIELDS = ['storeId', 'fromStoreId', 'toStoreId'] as const;

/**
 * Every store a request names in its query or body is checked like X-Store-ID, before
 * validation and before any handler: a filter on another tenant's store is 404 (not an
 * empty 200), an own-tenant store the caller may not use 403, on every route at once
 * (issue 33, item 14; the route-table test walks them all).
 */
async function namedStores(request: FastifyRequest, callers: CallerSource, auth: AuthContext) {
  for (const source of [request.query, request.body]) {
    if (!source || typeof source !== 'object' || Array.isArray(source)) continue;
    for (const field of STORE_FIELDS) {
      const value = (source as Record<string, unknown>)[field];
      if (typeof value === 'string' && uuidLike.test(value))
        await assertUsableStore(request, callers, auth, value);
    }
  }
}

/**
 * Every route of the API needs a live session unless its config says `public`; the
 * ability in `config.can` is checked here too, before the body is read or validated.
 * The caller is read in one query and kept until it changes (modules/identity/caller.ts), so
 * sign-out, deactivation, role, override or store changes apply on the next request.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthOptions) => {
  app.decorateRequest('auth', null);
  // A public route that answers a signed-in caller its own way (tenancy's /tenant/public).
  app.decorate('callerOfToken', (token: string) =>
    options.callers.byTokenHash(app.deps, sha256(token)),
  );
  // `request.caller`: the signed-in caller, never null on a protected route (a public route reading it is a bug).
  app.decorateRequest('caller', {
    getter(this: FastifyRequest): AuthContext {
      if (!this.auth)
        throw new Error(
          `${this.method} ${this.routeOptions.url} reads request.caller but is public`,
        );
      return this.auth;
    },
  });
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.public || !request.routeOptions.url) return;
    const found = await callerOf(app, request, options);
    if (!found || !(await options.callers.admit(app.deps.db, found)))
      throw unauthorized('Your session has ended; sign in again');
    // A copy: the cached caller is shared between requests, the selected store is this one's.
    request.auth = { ...found, storeId: null };
    if (config.can && !found.ability.can(config.can[0], config.can[1])) throw forbidden();
    request.auth.storeId = await selectedStore(request, options.callers, found);
  });
  app.addHook('preValidation', async (request) => {
    if (request.auth) await namedStores(request, options.callers, request.auth);
  });
});

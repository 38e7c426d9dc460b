import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, notFound, unauthorized } from '../errors';
import type { Db } from '../db/client';
import { findStoreInTenant } from '../../modules/stores/repository';
import { touchSession } from '../../modules/identity/sessions';
import type { AuthContext } from '../types';
import { resolveCaller, resolveCallerByHash } from './caller';

/** Redeems a stream ticket for its session's hash; registered at start-up by the module that issues tickets (notifications). */
type TicketRedeemer = (db: Db, ticket: string) => Promise<string | null>;
let redeemStreamTicket: TicketRedeemer = async () => null;
export function registerStreamTicketRedeemer(redeem: TicketRedeemer) {
  redeemStreamTicket = redeem;
}

/** The access token of the Authorization header: the only place it is read from. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
}

/** The caller of a request: by its access token, or on a `streamTicket` route by a single-use ticket. */
async function callerOf(app: FastifyInstance, request: FastifyRequest) {
  const token = tokenOf(request);
  if (token) return resolveCaller(app.deps, token);
  const ticket = request.routeOptions.config.streamTicket ? (request.query as Record<string, unknown> | undefined)?.ticket : undefined;
  if (typeof ticket !== 'string' || !ticket) throw unauthorized();
  const sessionHash = await redeemStreamTicket(app.deps.db, ticket);
  return sessionHash ? resolveCallerByHash(app.deps, sessionHash) : null;
}

const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A store the caller names: one they may use passes; another tenant's is 404; an own-tenant one they may not use, 403. */
async function assertUsableStore(request: FastifyRequest, tenantId: string, storeIds: string[], id: string) {
  if (storeIds.includes(id)) return id;
  if (!(await findStoreInTenant(request.server.deps.db, tenantId, id))) throw notFound('Store');
  throw new AppError(403, 'store_forbidden', 'You may not use this store');
}

/** Which store the request is about: only one the user may use; another tenant's is 404. */
async function selectedStore(request: FastifyRequest, tenantId: string, storeIds: string[]) {
  const raw = request.headers['x-store-id'];
  if (raw === undefined || raw === '') return null;
  const id = Array.isArray(raw) ? raw[0]! : raw;
  if (!uuidLike.test(id)) {
    throw new AppError(400, 'validation_failed', 'X-Store-ID must be a store id', [
      { path: 'headers.x-store-id', message: 'Must be a store id' },
    ]);
  }
  return assertUsableStore(request, tenantId, storeIds, id);
}

/** The fields that name one store, in a query string or a JSON body, on every route. */
export const STORE_FIELDS = ['storeId', 'fromStoreId', 'toStoreId'] as const;

/**
 * Every store a request names in its query or body is checked like X-Store-ID, before
 * validation and before any handler: a filter on another tenant's store is 404 (not an
 * empty 200), an own-tenant store the caller may not use 403, on every route at once
 * (issue 33, item 14; the route-table test walks them all).
 */
async function namedStores(request: FastifyRequest, auth: AuthContext) {
  for (const source of [request.query, request.body]) {
    if (!source || typeof source !== 'object' || Array.isArray(source)) continue;
    for (const field of STORE_FIELDS) {
      const value = (source as Record<string, unknown>)[field];
      if (typeof value === 'string' && uuidLike.test(value)) await assertUsableStore(request, auth.tenant.id, auth.storeIds, value);
    }
  }
}

/**
 * Every route of the API needs a live session unless its config says `public`; the
 * ability in `config.can` is checked here too, before the body is read or validated.
 * The caller is read in one query and kept until it changes (kernel/http/caller.ts), so
 * sign-out, deactivation, role, override or store changes apply on the next request.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  // `request.caller`: the signed-in caller, never null on a protected route (a public route reading it is a bug).
  app.decorateRequest('caller', {
    getter(this: FastifyRequest): AuthContext {
      if (!this.auth) throw new Error(`${this.method} ${this.routeOptions.url} reads request.caller but is public`);
      return this.auth;
    },
  });
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.public || !request.routeOptions.url) return;
    const found = await callerOf(app, request);
    if (!found || found.user.status !== 'active') throw unauthorized('Your session has ended; sign in again');
    const { user, tenant, session, storeIds, rules, ability } = found;
    // Last seen: at most one write a minute per session.
    await touchSession(app.deps.db, session);
    request.auth = { user, tenant, session, rules, ability, storeIds, storeId: null };
    if (config.can && !ability.can(config.can[0], config.can[1])) throw forbidden();
    request.auth.storeId = await selectedStore(request, tenant.id, storeIds);
  });
  app.addHook('preValidation', async (request) => {
    if (request.auth) await namedStores(request, request.auth);
  });
});

import type { FastifyBaseLogger, RouteOptions } from 'fastify';
import type { AbilityRule, Action, Subject } from '@sp/contracts';
import type { Config } from '../config';
import type { Db } from './db/client';
import type { AppAbility } from './abilities';
import type { CallerCache } from './http/caller-cache';

/**
 * What services need; built once in buildApp. The kernel names only its own parts: a
 * platform module adds its service by declaration merging at its door (mail: `mailer`,
 * notifications: `bus` and `pusher`), so the kernel imports no module.
 */
export interface Deps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** The callers this replica keeps between requests (kernel/http/caller-cache.ts). */
  callers: CallerCache<Caller>;
}

/**
 * A signed-in caller as the platform resolves it (identity's caller.ts). The kernel knows
 * the abilities and the stores it checks on every route; the platform modules add who the
 * caller is by declaration merging (users: `user`, tenancy: `tenant`, identity: `session`).
 */
export interface Caller {
  rules: AbilityRule[];
  ability: AppAbility;
  /** The stores the caller may use. */
  storeIds: string[];
}

/** The signed-in caller, attached to every authenticated request. */
export interface AuthContext extends Caller {
  /** From X-Store-ID, already checked against storeIds. */
  storeId: string | null;
}

/** Who did it, for the audit log. */
export interface Actor {
  tenantId: string;
  userId: string | null;
}

/** The signed-in caller as the audit log's actor. */
export const actorOf = (auth: AuthContext): Actor => ({
  tenantId: auth.tenant.id,
  userId: auth.user.id,
});

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** Every route as registered (onRoute): what the route-table isolation test walks. */
    routeTable: RouteOptions[];
    /** The caller a session token names, or null; for public routes (kernel/http/auth.ts). */
    callerOfToken(token: string): Promise<Caller | null>;
  }
  interface FastifyRequest {
    /** The caller, or null on public routes. Protected routes read `caller` instead. */
    auth: AuthContext | null;
    /** The signed-in caller: set on every route that is not `public` (kernel/http/auth.ts). */
    readonly caller: AuthContext;
  }
  interface FastifyContextConfig {
    /** No sign-in needed. */
    public?: boolean;
    /** The ability the caller needs, checked before the body is even read. */
    can?: [Action, Subject];
    /** Accept a single-use `?ticket=` instead of the Authorization header (EventSource cannot send headers). */
    streamTicket?: boolean;
    /**
     * Honour the Idempotency-Key header. 'in-transaction': the handler stores the answer in
     * its business transaction (kernel/http/idempotency.ts idempotentInTransaction).
     */
    idempotent?: boolean | 'in-transaction';
  }
}

export const requireAuth = (auth: AuthContext | null): AuthContext => {
  if (!auth) throw new Error('route needs authentication but ran without it');
  return auth;
};

import type { FastifyBaseLogger, RouteOptions } from 'fastify';
import type { AbilityRule, Action, Subject } from '@sp/contracts';
import type { Config } from '../config';
import type { Db } from './db/client';
import type { tenants, users, sessions } from './db/schema';
import type { AppAbility } from '../modules/users/abilities';
import type { Mailer } from '../modules/mail/mailer';
import type { NotificationBus } from '../modules/notifications/bus';
import type { Pusher } from '../modules/notifications/push';
import type { CallerCache } from './http/caller-cache';
import type { Caller } from './http/caller';

export type UserRow = typeof users.$inferSelect;
export type TenantRow = typeof tenants.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
/** What a request keeps of its session: which one it is, and when it was last seen. */
export type CallerSession = Pick<SessionRow, 'id' | 'lastSeenAt'>;

/** What services need; built once in buildApp. */
export interface Deps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  bus: NotificationBus;
  pusher: Pusher;
  /** The callers this replica keeps between requests (kernel/http/caller-cache.ts). */
  callers: CallerCache<Caller>;
}

/** The signed-in caller, attached to every authenticated request. */
export interface AuthContext {
  user: UserRow;
  tenant: TenantRow;
  session: CallerSession;
  rules: AbilityRule[];
  ability: AppAbility;
  storeIds: string[];
  /** From X-Store-ID, already checked against storeIds. */
  storeId: string | null;
}

/** Who did it, for the audit log. */
export interface Actor {
  tenantId: string;
  userId: string | null;
}

/** The signed-in caller as the audit log's actor. */
export const actorOf = (auth: AuthContext): Actor => ({ tenantId: auth.tenant.id, userId: auth.user.id });

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** Every route as registered (onRoute): what the route-table isolation test walks. */
    routeTable: RouteOptions[];
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

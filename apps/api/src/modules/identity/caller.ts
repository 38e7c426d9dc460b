import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { rulesForRole, type AbilityRule, type RoleOverrides } from '@sp/contracts';
import type { Db } from '../../kernel/db/client';
import { prepared } from '../../kernel/db/prepared';
import type { Caller } from '../../kernel/types';
import type { CallerSource } from '../../kernel/http/auth';
import { findStoreInTenant } from '../stores';
import type { CallerCache } from '../../kernel/http/caller-cache';
import { buildAbility, type AppAbility } from '../../kernel/abilities';
import { sha256 } from '../../kernel/crypto';
import { roleOverrides, storeIdsSql, users, usersRow, type UserRow } from '../users';
import { tenants, type TenantRow } from '../tenancy';
import { sessions, type CallerSession } from './tables';
import { touchSession } from './sessions';

// Who the caller is, added to the kernel's Caller (which knows only abilities and stores).
declare module '../../kernel/types' {
  interface Caller {
    session: CallerSession & { expiresAt: Date };
    user: UserRow;
    tenant: TenantRow;
  }
}

/**
 * Everything a protected request needs about its caller, in ONE round trip: the live
 * session, its user and tenant, the stores the user may use and the tenant's overrides of
 * the user's role, with the abilities they give. Kept in memory between requests
 * (caller-cache.ts): sign-out, deactivation, a role, override or store change drops it,
 * and the next request reads it again. The statement is prepared and planned once
 * (kernel/db/prepared.ts). The kernel's auth plugin is handed this at start-up
 * (modules/index.ts): it imports no module.: building it was a quarter of a request's CPU, planning it again
 * each time most of PostgreSQL's share.
 */
export async function resolveCaller(
  deps: { db: Db; callers: CallerCache<Caller> },
  token: string,
): Promise<Caller | null> {
  return resolveCallerByHash(deps, sha256(token));
}

/** The same, from the session token's hash (what a stream ticket carries, never the token). */
export async function resolveCallerByHash(
  deps: { db: Db; callers: CallerCache<Caller> },
  tokenHash: string,
): Promise<Caller | null> {
  return deps.callers.resolve(tokenHash, async () => {
    const query = prepared(
      deps.db,
      'resolve_caller',
      (hot, name) => callerQuery(hot).prepare(name),
      { genericPlan: true },
    );
    const [row] = await query.execute({ tokenHash, now: new Date() });
    if (!row) return null;
    const { rules, ability } = abilityFor(row.user.role, row.overrides);
    return { ...row, rules, ability };
  });
}

const callerQuery = (db: Db) =>
  db
    .select({
      // Not the token hash, user agent or address: a request never reads them.
      session: { id: sessions.id, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt },
      user: users,
      tenant: tenants,
      storeIds: storeIdsSql(usersRow),
      overrides: sql<RoleOverrides | null>`(select json_build_object('grant', ro."grant", 'revoke', ro."revoke")
        from ${roleOverrides} ro where ro.tenant_id = ${users.tenantId} and ro.role = ${users.role})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    );

// Rules and CASL abilities depend only on (role, overrides): build each combination once.
const abilities = new Map<string, { rules: AbilityRule[]; ability: AppAbility }>();
export function abilityFor(
  role: (typeof users.$inferSelect)['role'],
  overrides: RoleOverrides | null,
) {
  const key = `${role}:${overrides ? JSON.stringify(overrides) : ''}`;
  let entry = abilities.get(key);
  if (!entry) {
    // Only the agent role is overridable (rulesForUser in modules/users says the same).
    const rules = rulesForRole(role, role === 'agent' ? overrides : null);
    entry = { rules, ability: buildAbility(rules) };
    if (abilities.size > 5000) abilities.clear();
    abilities.set(key, entry);
  }
  return entry;
}

/** What the kernel's auth plugin is handed at start-up (modules/index.ts). */
export const callerSource: CallerSource = {
  byTokenHash: resolveCallerByHash,
  async admit(db, caller) {
    if (caller.user.status !== 'active') return false;
    // Last seen: at most one write a minute per session.
    await touchSession(db, caller.session);
    return true;
  },
  storeInTenant: async (db, caller, storeId) =>
    (await findStoreInTenant(db, caller.tenant.id, storeId)) !== null,
};

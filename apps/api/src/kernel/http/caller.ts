import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { rulesForRole, type AbilityRule, type RoleOverrides } from '@sp/contracts';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import type { CallerSession, TenantRow, UserRow } from '../types';
import type { CallerCache } from './caller-cache';
import { roleOverrides, sessions, tenants, users } from '../db/schema';
import { sha256 } from '../../modules/identity/secrets';
import { buildAbility, storeIdsSql, usersRow, type AppAbility } from '../../modules/users';

/**
 * Everything a protected request needs about its caller, in ONE round trip: the live
 * session, its user and tenant, the stores the user may use and the tenant's overrides of
 * the user's role, with the abilities they give. Kept in memory between requests
 * (caller-cache.ts): sign-out, deactivation, a role, override or store change drops it,
 * and the next request reads it again. The statement is prepared and planned once
 * (kernel/db/prepared.ts): building it was a quarter of a request's CPU, planning it again
 * each time most of PostgreSQL's share.
 */
export async function resolveCaller(deps: { db: Db; callers: CallerCache<Caller> }, token: string): Promise<Caller | null> {
  return resolveCallerByHash(deps, sha256(token));
}

/** The same, from the session token's hash (what a stream ticket carries, never the token). */
export async function resolveCallerByHash(deps: { db: Db; callers: CallerCache<Caller> }, tokenHash: string): Promise<Caller | null> {
  return deps.callers.resolve(tokenHash, async () => {
    const query = prepared(deps.db, 'resolve_caller', (hot, name) => callerQuery(hot).prepare(name), { genericPlan: true });
    const [row] = await query.execute({ tokenHash, now: new Date() });
    if (!row) return null;
    const { rules, ability } = abilityFor(row.user.role, row.overrides);
    return { ...row, rules, ability };
  });
}

export type Caller = {
  session: CallerSession & { expiresAt: Date };
  user: UserRow;
  tenant: TenantRow;
  storeIds: string[];
  rules: AbilityRule[];
  ability: AppAbility;
};

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
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))));

// Rules and CASL abilities depend only on (role, overrides): build each combination once.
const abilities = new Map<string, { rules: AbilityRule[]; ability: AppAbility }>();
export function abilityFor(role: (typeof users.$inferSelect)['role'], overrides: RoleOverrides | null) {
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

import { and, count, eq } from 'drizzle-orm';
import {
  isOverridable,
  roles,
  rulesForRole,
  type Action,
  type RoleOverrides,
  type Subject,
} from '@sp/contracts';
import type { RoleInfo, RoleOverridesBody } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { roleOverrides, users } from './tables';
import { actorOf, type AuthContext } from '../../kernel/types';
import { adminError } from './admin-errors';
import { recordAudit } from '../audit';

type Ref = { action: Action; subject: Subject };
const none = { grant: [] as Ref[], revoke: [] as Ref[] };

async function agentOverrides(db: Db, tenantId: string) {
  const [row] = await db
    .select()
    .from(roleOverrides)
    .where(and(eq(roleOverrides.tenantId, tenantId), eq(roleOverrides.role, 'agent')));
  return row ? { grant: row.grant as Ref[], revoke: row.revoke as Ref[] } : none;
}

/** Each role's effective rules in the caller's tenant; only the agent role takes overrides. */
export async function listRoles(db: Db, auth: AuthContext): Promise<RoleInfo[]> {
  const overrides = await agentOverrides(db, auth.tenant.id);
  const counts = await db
    .select({ role: users.role, n: count() })
    .from(users)
    .where(eq(users.tenantId, auth.tenant.id))
    .groupBy(users.role);
  return roles.map((role) => ({
    role,
    rules: rulesForRole(role, role === 'agent' ? (overrides as RoleOverrides) : null),
    overrides: role === 'agent' ? overrides : none,
    editable: role === 'agent' && auth.ability.can('update', 'Role'),
    userCount: Number(counts.find((c) => c.role === role)?.n ?? 0),
  }));
}

/**
 * Replaces the agent role's overrides of the caller's tenant. A grant beyond what the
 * caller holds is refused. Agents get the new rules on their next request (the auth
 * plugin computes rules per request) and at their next sign-in.
 */
export async function setAgentOverrides(db: Db, auth: AuthContext, body: RoleOverridesBody) {
  const grant = dedupe(body.grant ?? []);
  const revoke = dedupe(body.revoke ?? []);
  const platform = [...grant, ...revoke].filter((r) => !isOverridable(r.subject));
  if (platform.length) {
    throw adminError(
      403,
      'rule_not_grantable',
      `A tenant role cannot name ${platform.map((r) => `${r.action} ${r.subject}`).join(', ')}`,
      'grant',
    );
  }
  const above = grant.filter((r) => !auth.ability.can(r.action, r.subject));
  if (above.length) {
    throw adminError(
      403,
      'rule_above_own',
      `You cannot grant ${above.map((r) => `${r.action} ${r.subject}`).join(', ')}`,
      'grant',
    );
  }
  const before = await agentOverrides(db, auth.tenant.id);
  await db
    .insert(roleOverrides)
    .values({ tenantId: auth.tenant.id, role: 'agent', grant, revoke })
    .onConflictDoUpdate({
      target: [roleOverrides.tenantId, roleOverrides.role],
      set: { grant, revoke },
    });
  await recordAudit(db, actorOf(auth), {
    action: 'update',
    recordType: 'Role',
    recordId: 'agent',
    before,
    after: { grant, revoke },
  });
  return (await listRoles(db, auth)).find((r) => r.role === 'agent')!;
}

function dedupe(refs: Ref[]): Ref[] {
  const seen = new Map(
    refs.map((r) => [`${r.action}:${r.subject}`, { action: r.action, subject: r.subject }]),
  );
  return [...seen.values()];
}

/**
 * Start-up repair: overrides stored before platform subjects were refused (or written
 * around the API) are cut down to what a tenant may hold, and each repair is logged.
 */
export async function dropPlatformOverrides(db: Db, log: { warn(obj: object, msg: string): void }) {
  const rows = await db.select().from(roleOverrides);
  for (const row of rows) {
    const grant = (row.grant as Ref[]).filter((r) => isOverridable(r.subject));
    const revoke = (row.revoke as Ref[]).filter((r) => isOverridable(r.subject));
    if (
      grant.length === (row.grant as Ref[]).length &&
      revoke.length === (row.revoke as Ref[]).length
    )
      continue;
    await db
      .update(roleOverrides)
      .set({ grant, revoke })
      .where(and(eq(roleOverrides.tenantId, row.tenantId), eq(roleOverrides.role, row.role)));
    log.warn(
      { tenantId: row.tenantId, role: row.role, dropped: { grant: row.grant, revoke: row.revoke } },
      'dropped role overrides naming platform subjects',
    );
  }
}

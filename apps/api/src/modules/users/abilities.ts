import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { and, eq } from 'drizzle-orm';
import { rulesForRole, type AbilityRule, type Action, type RoleOverrides, type Subject } from '@sp/contracts';
import type { Db } from '../../kernel/db/client';
import { roleOverrides } from './tables';
import type { UserRow } from '../../kernel/types';

export type AppAbility = MongoAbility<[Action, Subject]>;

export const buildAbility = (rules: AbilityRule[]): AppAbility => createMongoAbility<[Action, Subject]>(rules);

/** The role's rules plus the tenant's overrides (only the agent role is overridable). */
export async function rulesForUser(db: Db, user: Pick<UserRow, 'role' | 'tenantId'>) {
  if (user.role !== 'agent') return rulesForRole(user.role);
  const [row] = await db
    .select()
    .from(roleOverrides)
    .where(and(eq(roleOverrides.tenantId, user.tenantId), eq(roleOverrides.role, 'agent')));
  return rulesForRole(user.role, row ? (row as unknown as RoleOverrides) : null);
}

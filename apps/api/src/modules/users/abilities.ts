import { and, eq } from 'drizzle-orm';
import { rulesForRole, type RoleOverrides } from '@sp/contracts';
import type { Db } from '../../kernel/db/client';
import { roleOverrides } from './tables';
import type { UserRow } from './tables';

// The ability type is the kernel's (the auth plugin checks it on every route).
export { buildAbility, type AppAbility } from '../../kernel/abilities';

/** The role's rules plus the tenant's overrides (only the agent role is overridable). */
export async function rulesForUser(db: Db, user: Pick<UserRow, 'role' | 'tenantId'>) {
  if (user.role !== 'agent') return rulesForRole(user.role);
  const [row] = await db
    .select()
    .from(roleOverrides)
    .where(and(eq(roleOverrides.tenantId, user.tenantId), eq(roleOverrides.role, 'agent')));
  return rulesForRole(user.role, row ? (row as unknown as RoleOverrides) : null);
}

import type { Role } from '@sp/shared-auth';

export const ROLES: readonly Role[] = ['super_admin', 'admin', 'agent'];
const RANK: Record<Role, number> = { super_admin: 3, admin: 2, agent: 1 };

/** The roles someone of `own` role may give (never above their own; the API enforces it too). */
export function assignableRoles(own: Role | undefined): Role[] {
  if (!own) return [];
  return ROLES.filter((r) => RANK[r] <= RANK[own]);
}

export function isAbove(role: Role, own: Role | undefined): boolean {
  return !own || RANK[role] > RANK[own];
}

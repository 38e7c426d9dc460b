import type { AdminErrorCode, ErrorCode } from '@sp/contracts/api';
import type { Role } from '@sp/contracts';
import { AppError } from '../../kernel/errors';

/** An error of the admin routes (codes listed in contracts' adminErrorCodes). */
export const adminError = (status: number, code: AdminErrorCode, message: string, path?: string) =>
  new AppError(
    status,
    code as unknown as ErrorCode,
    message,
    path ? [{ path, message }] : undefined,
  );

const RANK: Record<Role, number> = { super_admin: 3, admin: 2, agent: 1 };

/** Nobody gives a role above their own, nor manages someone above them. */
export function assertWithinOwnRole(own: Role, role: Role, path = 'role') {
  if (RANK[role] > RANK[own])
    throw adminError(
      403,
      'role_above_own',
      'You cannot give or manage a role above your own',
      path,
    );
}

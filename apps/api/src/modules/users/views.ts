import type { UserData } from '@sp/contracts/api';
import type { stores } from '../stores';
import type { UserRow } from './tables';

/** Row → JSON shapes of the contracts. */
export { iso } from '../../kernel/dates';
import { iso } from '../../kernel/dates';

export const toUserData = (u: UserRow, storeIds: string[]): UserData => ({
  id: u.id,
  fullName: u.fullName,
  email: u.email,
  role: u.role,
  tenantId: u.tenantId,
  storeIds,
  language: u.language,
  avatarUrl: u.avatarUrl ?? null,
  twoFactorEnabled: Boolean(u.totpSecret),
});

export const toStore = (s: typeof stores.$inferSelect) => ({
  id: s.id,
  tenantId: s.tenantId,
  name: s.name,
  marketplace: s.marketplace,
  country: s.country,
  currency: s.currency,
  createdAt: iso(s.createdAt),
});

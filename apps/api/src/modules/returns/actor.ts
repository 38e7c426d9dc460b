import type { AuthContext } from '../../kernel/types';

/** Who acts, and over which stores (another tenant's or another store's records are not found). */
export interface ReturnsActor {
  tenantId: string;
  userId: string;
  storeIds: string[];
}
export const actorOf = (auth: AuthContext): ReturnsActor => ({
  tenantId: auth.tenant.id,
  userId: auth.user.id,
  storeIds: auth.storeIds,
});

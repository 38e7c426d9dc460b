import { AppError, notFound } from '../../kernel/errors';
import type { Db, Tx } from '../../kernel/db/client';
import type { AuthContext } from '../../kernel/types';
import { findStoreInTenant } from './repository';

/**
 * The stores a list or a write is about: the one named (a filter or a body field), else
 * the one the navbar selected (X-Store-ID), else every store the caller may use.
 * Another tenant's store is 404; an own-tenant store the caller may not use is 403.
 */
export async function storesInScope(
  db: Db | Tx,
  auth: AuthContext,
  storeId?: string | null,
): Promise<string[]> {
  if (storeId) {
    await assertStoreUsable(db, auth, storeId);
    return [storeId];
  }
  return auth.storeId ? [auth.storeId] : auth.storeIds;
}

export async function assertStoreUsable(db: Db | Tx, auth: AuthContext, storeId: string) {
  if (auth.storeIds.includes(storeId)) return;
  if (!(await findStoreInTenant(db, auth.tenant.id, storeId))) throw notFound('Store');
  throw new AppError(403, 'store_forbidden', 'You may not use this store');
}

/** Catalogue and stock belong to the marketplace reading (C9): an agency tenant has none. */
export function assertMarketplace(auth: AuthContext, what: string) {
  if (auth.tenant.kind !== 'marketplace') throw notFound(what);
}

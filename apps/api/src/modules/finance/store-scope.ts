import type { AuthContext } from '../../kernel/types';

/**
 * A finance list or statement is about the store the top bar selected (X-Store-ID) when
 * the query names none, as the orders list is; naming a store (checked by the kernel like
 * the header) or choosing "all stores" in the top bar (no header) reads every store.
 */
export function inTopBarStore<Q extends { storeId?: string | undefined }>(
  query: Q,
  caller: AuthContext,
): Q {
  return query.storeId || !caller.storeId ? query : { ...query, storeId: caller.storeId };
}

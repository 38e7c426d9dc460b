import type { Tx } from '../../kernel/db/client';

/**
 * Whether a store already holds another module's records (stock movements, say), which
 * freezes its currency. Each module that keeps such records registers its check at its
 * door, so stores imports none of them.
 */
export type StoreRecordsCheck = (tx: Tx, storeId: string) => Promise<boolean>;

const checks: StoreRecordsCheck[] = [];

export function registerStoreRecordsCheck(check: StoreRecordsCheck) {
  checks.push(check);
}

export async function storeHoldsRecords(tx: Tx, storeId: string) {
  for (const check of checks) if (await check(tx, storeId)) return true;
  return false;
}

import type { CreateStoreBody } from '@sp/contracts/api';
import { stores } from '../db/schema';
import { AppError } from '../errors';
import type { AuthContext, Deps } from '../types';
import { recordAudit } from './audit';
import { toStore } from './views';

export async function createStore(deps: Deps, auth: AuthContext, body: CreateStoreBody) {
  if (auth.tenant.kind !== 'marketplace') {
    throw new AppError(409, 'conflict', 'Only marketplace tenants have stores');
  }
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(stores).values({ ...body, tenantId: auth.tenant.id }).returning();
    const store = toStore(row!);
    await recordAudit(tx, { tenantId: auth.tenant.id, userId: auth.user.id }, {
      action: 'create',
      recordType: 'Store',
      recordId: store.id,
      after: { name: store.name, marketplace: store.marketplace, country: store.country, currency: store.currency },
    });
    return store;
  });
}

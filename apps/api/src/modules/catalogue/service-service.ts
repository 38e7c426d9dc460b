import type { ServiceBody, UpdateServiceBody } from '@sp/contracts/api';
import { notFound } from '../../kernel/errors';
import { fromMinor, toMinor } from '../../kernel/money';
import { actorOf, type AuthContext, type Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import { assertStoreUsable } from '../stores';
import {
  findServiceInTenant,
  insertService,
  updateService,
  type ServiceInsert,
  type ServiceRow,
} from './service-repository';
import { checkProvider, servicesShown } from './service-providers';

function columns(body: UpdateServiceBody): Partial<ServiceInsert> {
  const { price, ...rest } = body;
  return { ...rest, ...(price !== undefined ? { priceMinor: toMinor(price) } : {}) };
}
const snapshot = (s: ServiceRow) => {
  const { id: _i, tenantId: _t, createdAt: _c, updatedAt: _u, priceMinor, ...rest } = s;
  return { ...rest, price: fromMinor(priceMinor) };
};

export async function createService(deps: Deps, auth: AuthContext, body: ServiceBody) {
  if (body.storeId) await assertStoreUsable(deps.db, auth, body.storeId);
  return deps.db.transaction(async (tx) => {
    await checkProvider(tx, auth.tenant.id, body.providerId, body.direction ?? 'cost');
    const row = await insertService(tx, {
      ...(columns(body) as ServiceInsert),
      tenantId: auth.tenant.id,
    });
    await recordAudit(tx, actorOf(auth), {
      action: 'create',
      recordType: 'Service',
      recordId: row.id,
      after: snapshot(row),
    });
    const [shown] = await servicesShown(tx, auth.tenant.id, [row]);
    return shown!;
  });
}

export async function editService(
  deps: Deps,
  auth: AuthContext,
  id: string,
  body: UpdateServiceBody,
) {
  if (body.storeId) await assertStoreUsable(deps.db, auth, body.storeId);
  return deps.db.transaction(async (tx) => {
    const before = await findServiceInTenant(tx, auth.tenant.id, id);
    if (!before) throw notFound('Service');
    // A provider named from now on bills later charges; those posted stay where they were.
    const providerId = body.providerId === undefined ? before.providerId : body.providerId;
    await checkProvider(tx, auth.tenant.id, providerId, body.direction ?? before.direction);
    const after = await updateService(tx, auth.tenant.id, id, columns(body));
    const action =
      body.active === false && before.active
        ? 'deactivate'
        : body.active && !before.active
          ? 'reactivate'
          : 'update';
    await recordAudit(tx, actorOf(auth), {
      action,
      recordType: 'Service',
      recordId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    const [shown] = await servicesShown(tx, auth.tenant.id, [after]);
    return shown!;
  });
}

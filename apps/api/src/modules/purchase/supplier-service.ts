import type { Supplier, SupplierBody, UpdateSupplierBody } from '@sp/contracts/api';
import { notFound } from '../../kernel/errors';
import { actorOf, type AuthContext, type Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import { iso } from '../users';
import {
  findSupplier,
  insertSupplier,
  updateSupplier,
  type SupplierInsert,
  type SupplierRow,
} from './supplier-repository';

export const toSupplier = (s: SupplierRow): Supplier => ({
  id: s.id,
  name: s.name,
  contactName: s.contactName,
  phone: s.phone,
  email: s.email,
  country: s.country,
  currency: s.currency,
  paymentTermsDays: s.paymentTermsDays,
  leadTimeDays: s.leadTimeDays,
  notes: s.notes,
  active: s.active,
  createdAt: iso(s.createdAt),
  updatedAt: iso(s.updatedAt),
});

const snapshot = (s: SupplierRow) => {
  const { id: _i, createdAt: _c, updatedAt: _u, ...rest } = toSupplier(s);
  return rest;
};

export async function createSupplier(deps: Deps, auth: AuthContext, body: SupplierBody) {
  return deps.db.transaction(async (tx) => {
    const row = await insertSupplier(tx, {
      ...(body as Omit<SupplierInsert, 'tenantId'>),
      tenantId: auth.tenant.id,
    });
    await recordAudit(tx, actorOf(auth), {
      action: 'create',
      recordType: 'Supplier',
      recordId: row.id,
      before: null,
      after: snapshot(row),
    });
    return toSupplier(row);
  });
}

export async function editSupplier(
  deps: Deps,
  auth: AuthContext,
  id: string,
  body: UpdateSupplierBody,
) {
  return deps.db.transaction(async (tx) => {
    const before = await findSupplier(tx, auth.tenant.id, id);
    if (!before) throw notFound('Supplier');
    const after = await updateSupplier(tx, auth.tenant.id, id, body as Partial<SupplierInsert>);
    const action =
      body.active === false && before.active
        ? 'deactivate'
        : body.active && !before.active
          ? 'reactivate'
          : 'update';
    await recordAudit(tx, actorOf(auth), {
      action,
      recordType: 'Supplier',
      recordId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return toSupplier(after);
  });
}

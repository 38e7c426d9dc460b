import type { CreateStoreBody, UpdateStoreBody } from '@sp/contracts/api';
import { AppError, notFound } from '../../kernel/errors';
import type { Tx } from '../../kernel/db/client';
import { actorOf, type AuthContext, type Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import { findStoreInTenant, insertStore, updateStore, type StoreInsert } from './repository';
import { storeTaxColumns } from './tax-settings';
import { languageOfCountry, zoneOfCountry } from './time-zones';
import { storeSnapshot, toStoreView } from './views';

function columns(body: UpdateStoreBody): Partial<StoreInsert> {
  const { address, tax, invoicing, ...rest } = body;
  return {
    ...rest,
    ...(invoicing
      ? {
          ...(invoicing.legalName !== undefined ? { legalName: invoicing.legalName } : {}),
          ...(invoicing.taxId !== undefined ? { taxId: invoicing.taxId } : {}),
          ...(invoicing.language ? { documentLanguage: invoicing.language } : {}),
          ...(invoicing.prefix !== undefined ? { invoicePrefix: invoicing.prefix } : {}),
        }
      : {}),
    ...storeTaxColumns(tax),
    ...(address
      ? {
          addressLine1: address.line1 ?? '',
          city: address.city ?? '',
          postalCode: address.postalCode ?? '',
          phone: address.phone ?? '',
        }
      : {}),
  };
}

export async function createStore(deps: Deps, auth: AuthContext, body: CreateStoreBody) {
  if (auth.tenant.kind !== 'marketplace') {
    throw new AppError(409, 'conflict', 'Only marketplace tenants have stores');
  }
  return deps.db.transaction(async (tx) => {
    const row = await insertStore(tx, {
      ...(columns(body) as StoreInsert),
      timeZone: body.timeZone ?? zoneOfCountry(body.country),
      documentLanguage: body.invoicing?.language ?? languageOfCountry(body.country),
      tenantId: auth.tenant.id,
    });
    await recordAudit(tx, actorOf(auth), {
      action: 'create',
      recordType: 'Store',
      recordId: row.id,
      after: storeSnapshot(row),
    });
    return toStoreView(row);
  });
}

/**
 * Edit or deactivate (`active: false`); a store is never deleted, since orders and stock
 * refer to it. Its currency is fixed once it holds stock: valuations are in that currency.
 */
export async function editStore(
  deps: Deps,
  auth: AuthContext,
  id: string,
  body: UpdateStoreBody,
  holdsStock: (tx: Tx, storeId: string) => Promise<boolean>,
) {
  return deps.db.transaction(async (tx) => {
    const before = await findStoreInTenant(tx, auth.tenant.id, id);
    if (!before || !auth.storeIds.includes(id)) throw notFound('Store');
    if (body.currency && body.currency !== before.currency && (await holdsStock(tx, id))) {
      const message = `${before.name} holds stock valued in ${before.currency}: its currency cannot change`;
      throw new AppError(409, 'conflict', message, [{ path: 'currency', message }]);
    }
    const after = await updateStore(tx, auth.tenant.id, id, columns(body));
    const action =
      body.active === false && before.active
        ? 'deactivate'
        : body.active && !before.active
          ? 'reactivate'
          : 'update';
    await recordAudit(tx, actorOf(auth), {
      action,
      recordType: 'Store',
      recordId: id,
      before: storeSnapshot(before),
      after: storeSnapshot(after),
    });
    return toStoreView(after);
  });
}

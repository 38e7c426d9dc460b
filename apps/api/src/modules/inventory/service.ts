import type { AdjustmentBody, TransferBody } from '@sp/contracts/api';
import { AppError, notFound } from '../../kernel/errors';
import { actorOf, type AuthContext, type Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import { findProductsByIds } from '../catalogue';
import { assertStoreUsable } from '../stores';
import { findStoreInTenant } from '../stores';
import { recordMovements } from './ledger';
import { lockStockRows } from './ledger-repository';
import { recordStockAdjusted } from './stock-events';
import { listMovements } from './stock-repository';
import { toMovement } from './views';

async function activeStore(deps: Deps, auth: AuthContext, storeId: string, path: string) {
  await assertStoreUsable(deps.db, auth, storeId);
  const store = (await findStoreInTenant(deps.db, auth.tenant.id, storeId))!;
  if (!store.active) {
    const message = `${store.name} is deactivated: reactivate it to move stock`;
    throw new AppError(409, 'store_inactive', message, [{ path, message }]);
  }
  return store;
}

async function productOf(deps: Deps, auth: AuthContext, productId: string) {
  const [product] = await findProductsByIds(deps.db, auth.tenant.id, [productId]);
  if (!product) throw notFound('Product');
  return product;
}

/** The movements just written, in the ledger's shape (names joined). */
async function written(
  deps: Deps,
  auth: AuthContext,
  ids: string[],
  productId: string,
  storeIds: string[],
) {
  const { items } = await listMovements(deps.db, {
    tenantId: auth.tenant.id,
    storeIds,
    productId,
    page: 1,
    pageSize: 20,
  });
  return items.filter((i) => ids.includes(i.movement.id)).map(toMovement);
}

/** A manual correction with a reason from the list; stock never goes below zero. */
export async function adjustStock(deps: Deps, auth: AuthContext, body: AdjustmentBody) {
  const product = await productOf(deps, auth, body.productId);
  await activeStore(deps, auth, body.storeId, 'storeId');
  const rows = await deps.db.transaction(async (tx) => {
    const moves = await recordMovements(tx, actorOf(auth), [
      {
        productId: product.id,
        storeId: body.storeId,
        kind: 'adjustment',
        quantity: Number(body.quantity),
        reason: body.reason,
        ...(body.note ? { note: body.note } : {}),
        reference: { type: 'adjustment', id: auth.user.id, label: auth.user.fullName },
      },
    ]);
    const m = moves[0]!;
    await recordStockAdjusted(tx, actorOf(auth), m);
    await recordAudit(tx, actorOf(auth), {
      action: 'adjust',
      recordType: 'Inventory',
      recordId: m.id,
      after: {
        sku: product.sku,
        storeId: m.storeId,
        quantity: m.quantity,
        reason: m.reason,
        note: m.note,
        onHandAfter: m.onHandAfter,
      },
    });
    return moves;
  });
  return {
    items: await written(
      deps,
      auth,
      rows.map((r) => r.id),
      product.id,
      [body.storeId],
    ),
  };
}

/**
 * Out of one store, into another at the cost it left at. Both stores must share a currency:
 * the product keeps no exchange rates, and a valuation never adds two currencies.
 */
export async function transferStock(deps: Deps, auth: AuthContext, body: TransferBody) {
  if (body.fromStoreId === body.toStoreId) {
    const message = 'Choose two different stores';
    throw new AppError(400, 'same_store', message, [{ path: 'toStoreId', message }]);
  }
  const product = await productOf(deps, auth, body.productId);
  const from = await activeStore(deps, auth, body.fromStoreId, 'fromStoreId');
  const to = await activeStore(deps, auth, body.toStoreId, 'toStoreId');
  if (from.currency !== to.currency) {
    const message = `${from.name} counts in ${from.currency} and ${to.name} in ${to.currency}: stock moves only between stores of one currency`;
    throw new AppError(409, 'currency_mismatch', message, [{ path: 'toStoreId', message }]);
  }
  const quantity = Number(body.quantity);
  const rows = await deps.db.transaction(async (tx) => {
    const reference = {
      type: 'transfer' as const,
      id: `${from.id}>${to.id}`,
      label: `${from.name} → ${to.name}`,
    };
    const note = body.note ? { note: body.note } : {};
    // Both rows in one sorted statement first: two opposite transfers taking them one call
    // at a time (out, then in) waited on each other in a circle (a deadlock on PostgreSQL).
    await lockStockRows(tx, auth.tenant.id, [
      { productId: product.id, storeId: from.id },
      { productId: product.id, storeId: to.id },
    ]);
    const [out] = await recordMovements(tx, actorOf(auth), [
      {
        productId: product.id,
        storeId: from.id,
        kind: 'transfer_out',
        quantity: -quantity,
        reference,
        ...note,
      },
    ]);
    const [into] = await recordMovements(tx, actorOf(auth), [
      {
        productId: product.id,
        storeId: to.id,
        kind: 'transfer_in',
        quantity,
        unitCostMinor: out!.unitCostMinor,
        reference,
        ...note,
      },
    ]);
    await recordAudit(tx, actorOf(auth), {
      action: 'transfer',
      recordType: 'Inventory',
      recordId: out!.id,
      after: { sku: product.sku, from: from.name, to: to.name, quantity },
    });
    return [out!, into!];
  });
  return {
    items: await written(
      deps,
      auth,
      rows.map((r) => r.id),
      product.id,
      [from.id, to.id],
    ),
  };
}

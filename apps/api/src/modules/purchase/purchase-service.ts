import type { PurchaseOrderBody, UpdatePurchaseOrderBody } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { AppError, invalidField, notFound } from '../../kernel/errors';
import { fromMinor, toMinor } from '../../kernel/money';
import { nextDocumentNumber } from '../../kernel/sequences';
import { actorOf, type AuthContext, type Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import { stockOf } from '../inventory';
import { findStoreInTenant } from '../stores';
import { buildLines } from './build-lines';
import {
  findPurchase,
  insertPurchase,
  linesOf,
  replaceLines,
  updatePurchase,
  type PurchaseSummaryRow,
} from './purchase-repository';
import { receiptsOf } from './receipt-repository';
import { findSupplier } from './supplier-repository';
import { toPurchase } from './views';

type Extras = NonNullable<PurchaseOrderBody['extraCosts']>;
type Parties = { shippingSupplierId: string | null; customsSupplierId: string | null };
const extraColumns = (e: Extras, was: Parties = NO_PARTIES) => ({
  shippingMinor: toMinor(e.shipping ?? '0'),
  customsMinor: toMinor(e.customs ?? '0'),
  otherCostMinor: toMinor(e.other ?? '0'),
  // Omitted: as it was (a form that does not show the parties keeps them).
  shippingSupplierId:
    e.shippingSupplierId === undefined ? was.shippingSupplierId : e.shippingSupplierId,
  customsSupplierId:
    e.customsSupplierId === undefined ? was.customsSupplierId : e.customsSupplierId,
});
const NO_PARTIES: Parties = { shippingSupplierId: null, customsSupplierId: null };

/** A forwarder or broker billing shipping or customs is one of the tenant's active suppliers. */
async function checkBillingParties(tx: Tx, tenantId: string, parties: Parties) {
  for (const [field, id] of [
    ['extraCosts.shippingSupplierId', parties.shippingSupplierId],
    ['extraCosts.customsSupplierId', parties.customsSupplierId],
  ] as const) {
    if (!id) continue;
    const party = await findSupplier(tx, tenantId, id);
    if (!party) throw invalidField(field, 'This supplier does not exist');
    if (!party.active)
      throw new AppError(422, 'supplier_inactive', `${party.name} is deactivated`, [
        { path: field, message: `${party.name} is deactivated` },
      ]);
  }
}

/** The full purchase order as the API answers it. */
export async function loadPurchase(db: Db | Tx, auth: AuthContext, id: string) {
  const row = await findPurchase(db, auth.tenant.id, auth.storeIds, id);
  if (!row) throw notFound('Purchase order');
  return present(db, row);
}

async function present(db: Db | Tx, row: PurchaseSummaryRow) {
  const [lines, receipts, supplier] = await Promise.all([
    linesOf(db, row.po.id),
    receiptsOf(db, row.po.id),
    findSupplier(db, row.po.tenantId, row.po.supplierId),
  ]);
  const stocks = await Promise.all(
    lines.map((l) => stockOf(db, row.po.tenantId, l.productId, row.po.storeId)),
  );
  return toPurchase(row, lines, stocks, receipts, supplier!);
}

async function checkParties(tx: Tx, auth: AuthContext, supplierId: string, storeId: string) {
  const [supplier, store] = await Promise.all([
    findSupplier(tx, auth.tenant.id, supplierId),
    findStoreInTenant(tx, auth.tenant.id, storeId),
  ]);
  if (!supplier) throw invalidField('supplierId', 'This supplier does not exist');
  if (!supplier.active)
    throw new AppError(422, 'supplier_inactive', `${supplier.name} is deactivated`, [
      { path: 'supplierId', message: `${supplier.name} is deactivated` },
    ]);
  if (!store) throw invalidField('storeId', 'This store does not exist');
  if (!auth.storeIds.includes(store.id))
    throw new AppError(403, 'store_forbidden', `You may not use ${store.name}`, [
      { path: 'storeId', message: `You may not use ${store.name}` },
    ]);
  return { supplier, store };
}

export async function createPurchase(deps: Deps, auth: AuthContext, body: PurchaseOrderBody) {
  return deps.db.transaction(async (tx) => {
    const { supplier, store } = await checkParties(tx, auth, body.supplierId, body.storeId);
    const extras = extraColumns(body.extraCosts ?? {});
    await checkBillingParties(tx, auth.tenant.id, extras);
    const number = await nextDocumentNumber(tx, auth.tenant.id, 'purchase', 'PO');
    const po = await insertPurchase(tx, {
      tenantId: auth.tenant.id,
      number,
      supplierId: body.supplierId,
      storeId: store.id,
      currency: store.currency,
      expectedDate: body.expectedDate ?? null,
      notes: body.notes ?? '',
      ...extras,
      createdBy: auth.user.id,
    });
    const built = await buildLines(
      tx,
      auth.tenant.id,
      po.id,
      store.currency,
      body.lines,
      extras.shippingMinor + extras.customsMinor + extras.otherCostMinor,
    );
    await replaceLines(tx, po.id, built.rows);
    const { rows: _rows, ...totals } = built;
    await updatePurchase(tx, auth.tenant.id, po.id, totals);
    await recordAudit(tx, actorOf(auth), {
      action: 'create',
      recordType: 'Purchase',
      recordId: po.id,
      after: {
        number,
        status: 'draft',
        supplier: supplier.name,
        total: fromMinor(totals.totalMinor),
      },
    });
    return loadPurchase(tx, auth, po.id);
  });
}

/** Everything can change while the order is a draft; after that it is a document the supplier has. */
export async function editPurchase(
  deps: Deps,
  auth: AuthContext,
  id: string,
  body: UpdatePurchaseOrderBody,
) {
  return deps.db.transaction(async (tx) => {
    const row = await findPurchase(tx, auth.tenant.id, auth.storeIds, id, true);
    if (!row) throw notFound('Purchase order');
    const { po } = row;
    if (po.status !== 'draft')
      throw new AppError(
        409,
        'purchase_not_draft',
        `${po.number} is ${po.status.replace('_', ' ')}: only a draft can be edited`,
      );
    const supplierId = body.supplierId ?? po.supplierId;
    const storeId = body.storeId ?? po.storeId;
    const { supplier, store } = await checkParties(tx, auth, supplierId, storeId);
    // The log names suppliers as they were called then (an id means nothing to a reader).
    const wasSupplier =
      supplierId === po.supplierId
        ? supplier
        : await findSupplier(tx, auth.tenant.id, po.supplierId);
    const extras = body.extraCosts
      ? extraColumns(body.extraCosts, po)
      : {
          shippingMinor: po.shippingMinor,
          customsMinor: po.customsMinor,
          otherCostMinor: po.otherCostMinor,
          shippingSupplierId: po.shippingSupplierId,
          customsSupplierId: po.customsSupplierId,
        };
    await checkBillingParties(tx, auth.tenant.id, extras);
    const extraMinor = extras.shippingMinor + extras.customsMinor + extras.otherCostMinor;
    const current = await linesOf(tx, po.id);
    const lineBody =
      body.lines ??
      current.map((l) => ({
        productId: l.productId,
        quantity: l.quantity,
        unitCost: (l.unitCostMinor / 100).toFixed(2),
      }));
    const built = await buildLines(tx, auth.tenant.id, po.id, store.currency, lineBody, extraMinor);
    await replaceLines(tx, po.id, built.rows);
    const { rows: _rows, ...totals } = built;
    await updatePurchase(tx, auth.tenant.id, po.id, {
      supplierId,
      storeId,
      currency: store.currency,
      expectedDate: body.expectedDate === undefined ? po.expectedDate : body.expectedDate,
      notes: body.notes ?? po.notes,
      ...extras,
      ...totals,
    });
    await recordAudit(tx, actorOf(auth), {
      action: 'update',
      recordType: 'Purchase',
      recordId: po.id,
      before: {
        supplier: wasSupplier?.name ?? null,
        storeId: po.storeId,
        expectedDate: po.expectedDate,
        total: fromMinor(po.totalMinor),
        lines: current.length,
      },
      after: {
        supplier: supplier.name,
        storeId,
        expectedDate: body.expectedDate === undefined ? po.expectedDate : body.expectedDate,
        total: fromMinor(totals.totalMinor),
        lines: built.rows.length,
      },
    });
    return loadPurchase(tx, auth, po.id);
  });
}

/**
 * draft -> ordered; draft or ordered -> cancelled; partially received + cancel = the rest
 * is cancelled and the order closes as received (short).
 */
export async function changeStatus(
  deps: Deps,
  auth: AuthContext,
  id: string,
  status: 'ordered' | 'cancelled',
) {
  return deps.db.transaction(async (tx) => {
    const row = await findPurchase(tx, auth.tenant.id, auth.storeIds, id, true);
    if (!row) throw notFound('Purchase order');
    const { po } = row;
    const now = new Date();
    let next: Parameters<typeof updatePurchase>[3] | null = null;
    if (status === 'ordered' && po.status === 'draft') next = { status: 'ordered', orderedAt: now };
    if (status === 'cancelled' && (po.status === 'draft' || po.status === 'ordered'))
      next = { status: 'cancelled', cancelledAt: now };
    if (status === 'cancelled' && po.status === 'partially_received')
      next = { status: 'received', closedShort: true, cancelledAt: now, receivedAt: now };
    if (!next) {
      throw new AppError(
        409,
        'purchase_status_invalid',
        `${po.number} is ${po.status.replace('_', ' ')} and cannot become ${status}`,
      );
    }
    await updatePurchase(tx, auth.tenant.id, po.id, next);
    const action = next.closedShort ? 'cancel_rest' : status === 'ordered' ? 'order' : 'cancel';
    await recordAudit(tx, actorOf(auth), {
      action,
      recordType: 'Purchase',
      recordId: po.id,
      before: { status: po.status },
      after: { status: next.status },
    });
    return loadPurchase(tx, auth, po.id);
  });
}

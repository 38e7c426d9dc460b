import {
  directionOfKind,
  type PaymentDetail,
  type PaymentListParams,
  type PaymentParams,
  type UpdatePaymentBody,
} from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { AppError, invalidField, notFound } from '../../kernel/errors';
import { fromMinor, toMinor } from '../../kernel/money';
import { localToday } from '../../kernel/local-day';
import { nextDocumentNumber } from '../../kernel/sequences';
import { actorOf, type AuthContext, type Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import { storeTimeZone } from '../stores';
import { postPayment, reversePayment } from './journal-payments';
import {
  allocate,
  allocationSign,
  undoAllocation,
  undoAllocations,
  type AllocationItem,
} from './allocation-service';
import { refuseVoided } from './payment-rules';
import { attachmentOf, attachmentUploader } from './payment-attachments';
import { checkCounterparty, storeOfPayment } from './counterparties';
import {
  allocationLabels,
  allocationsOf,
  findPayment,
  insertPayment,
  listPayments,
  namesOf,
  updatePayment,
  type PaymentRow,
} from './payment-repository';
import { nameIdsOf, paymentSnapshot, toAllocation, toPayment } from './views';

export async function paymentList(db: Db, tenantId: string, q: PaymentListParams) {
  const { items, total } = await listPayments(db, tenantId, q);
  const names = await namesOf(db, tenantId, items.flatMap(nameIdsOf));
  return {
    items: items.map((p) => toPayment(p, names)),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function paymentDetail(
  db: Db | Tx,
  tenantId: string,
  idOrRow: string | PaymentRow,
): Promise<PaymentDetail> {
  const row = typeof idOrRow === 'string' ? await findPayment(db, tenantId, idOrRow) : idOrRow;
  if (!row) throw notFound('Payment');
  const [allocations, uploader] = await Promise.all([
    allocationsOf(db, tenantId, row.id),
    attachmentUploader(db, tenantId, row.id),
  ]);
  const [names, labels] = await Promise.all([
    namesOf(db, tenantId, [...nameIdsOf(row), ...(uploader ? [uploader] : [])]),
    allocationLabels(db, tenantId, allocations),
  ]);
  const attachment = await attachmentOf(db, tenantId, row.id, names);
  return {
    ...toPayment(row, names),
    // Fees paid to a courier are stored below zero on their orders, shown as what the payment paid.
    allocations: allocations.map((a) =>
      toAllocation({ ...a, amountMinor: a.amountMinor * allocationSign(row) }, labels),
    ),
    attachment,
  };
}

/** Which counterparty each kind needs; a field the kind does not use is cleared. */
async function counterpartyOf(tx: Tx, tenantId: string, body: PaymentParams) {
  const courier = body.kind === 'cod_remittance' || body.kind === 'courier_fees';
  const agentId = courier ? body.agentId : null;
  const supplierId = body.kind === 'supplier_payment' ? body.supplierId : null;
  if (body.kind === 'cod_remittance' && !agentId)
    throw invalidField('agentId', 'A COD remittance names the fulfillment agent who sent it');
  if (body.kind === 'courier_fees' && !agentId)
    throw invalidField('agentId', 'Fees paid name the fulfillment agent paid');
  if (body.kind === 'supplier_payment' && !supplierId)
    throw invalidField('supplierId', 'A supplier payment names the supplier');
  if (body.kind === 'expense' && !body.expenseCategory)
    throw invalidField('expenseCategory', 'An expense has a category');
  if (agentId) await checkCounterparty(tx, tenantId, 'agentId', agentId);
  if (supplierId) await checkCounterparty(tx, tenantId, 'supplierId', supplierId);
  return {
    agentId,
    supplierId,
    expenseCategory: body.kind === 'expense' ? body.expenseCategory : null,
  };
}

const positive = (amount: string) => {
  const minor = toMinor(amount);
  if (minor <= 0) throw invalidField('amount', 'The amount must be more than zero');
  return minor;
};

// A reversal is dated the payment's store's local today (issue 31.5).
const today = async (tx: Tx, tenantId: string, storeId: string) =>
  localToday(tx, await storeTimeZone(tx, tenantId, storeId));

export async function createPayment(deps: Deps, auth: AuthContext, body: PaymentParams) {
  const tenantId = auth.tenant.id;
  return deps.db.transaction(async (tx) => {
    const store = await storeOfPayment(tx, tenantId, body.storeId);
    const parties = await counterpartyOf(tx, tenantId, body);
    const row = await insertPayment(tx, {
      tenantId,
      number: await nextDocumentNumber(tx, tenantId, 'payment', 'PAY'),
      direction: directionOfKind[body.kind],
      kind: body.kind,
      ...parties,
      storeId: store.id,
      counterparty: body.counterparty,
      paidOn: body.paidOn,
      amountMinor: positive(body.amount),
      currency: store.currency,
      method: body.method,
      reference: body.reference,
      attachmentName: body.attachmentName,
      note: body.note,
      createdBy: auth.user.id,
    });
    await postPayment(tx, row);
    await recordAudit(tx, actorOf(auth), {
      action: 'create',
      recordType: 'Payment',
      recordId: row.id,
      before: null,
      after: paymentSnapshot(row),
    });
    return paymentDetail(tx, tenantId, row);
  });
}

export async function editPayment(
  deps: Deps,
  auth: AuthContext,
  id: string,
  body: UpdatePaymentBody,
) {
  const tenantId = auth.tenant.id;
  return deps.db.transaction(async (tx) => {
    const before = await findPayment(tx, tenantId, id, true);
    if (!before) throw notFound('Payment');
    refuseVoided(before);
    const { amount, ...rest } = body;
    const amountMinor = amount === undefined ? undefined : positive(amount);
    if (amountMinor !== undefined && amountMinor < before.allocatedMinor) {
      throw new AppError(
        422,
        'over_allocation',
        `${before.number} is already allocated for more than that; undo allocations first`,
        [{ path: 'amount', message: 'over_allocation' }],
      );
    }
    if (rest.expenseCategory === null && before.kind === 'expense')
      throw invalidField('expenseCategory', 'An expense has a category');
    const after = await updatePayment(tx, tenantId, id, {
      ...rest,
      ...(amountMinor === undefined ? {} : { amountMinor }),
      expenseCategory:
        before.kind === 'expense' ? (rest.expenseCategory ?? before.expenseCategory) : null,
    });
    // The journal keeps what was posted: an edit of the money reverses it (today) and posts it anew.
    if (after.amountMinor !== before.amountMinor || after.paidOn !== before.paidOn) {
      await reversePayment(tx, before, await today(tx, tenantId, before.storeId));
      await postPayment(tx, after);
    }
    await recordAudit(tx, actorOf(auth), {
      action: 'update',
      recordType: 'Payment',
      recordId: id,
      before: paymentSnapshot(before),
      after: paymentSnapshot(after),
    });
    return paymentDetail(tx, tenantId, after);
  });
}

/** Voids a payment: kept and shown, its allocations undone, out of every total. */
export async function voidPayment(deps: Deps, auth: AuthContext, id: string, reason: string) {
  const tenantId = auth.tenant.id;
  return deps.db.transaction(async (tx) => {
    const before = await findPayment(tx, tenantId, id, true);
    if (!before) throw notFound('Payment');
    refuseVoided(before);
    await undoAllocations(tx, tenantId, before);
    await reversePayment(tx, before, await today(tx, tenantId, before.storeId));
    const after = await updatePayment(tx, tenantId, id, {
      voidedAt: new Date(),
      voidedBy: auth.user.id,
      voidReason: reason,
      allocatedMinor: 0,
    });
    await recordAudit(tx, actorOf(auth), {
      action: 'void',
      recordType: 'Payment',
      recordId: id,
      before: paymentSnapshot(before),
      after: { ...paymentSnapshot(after), reason },
    });
    return paymentDetail(tx, tenantId, after);
  });
}

/** Allocates a payment to what it settles (allocation-service checks every limit). */
export async function allocatePayment(
  deps: Deps,
  auth: AuthContext,
  id: string,
  items: AllocationItem[],
) {
  const tenantId = auth.tenant.id;
  return deps.db.transaction(async (tx) => {
    const payment = await findPayment(tx, tenantId, id, true);
    if (!payment) throw notFound('Payment');
    const after = await allocate(tx, auth, payment, items);
    await recordAudit(tx, actorOf(auth), {
      action: 'allocate',
      recordType: 'Payment',
      recordId: id,
      before: { allocated: fromMinor(payment.allocatedMinor) },
      after: { allocated: fromMinor(after.allocatedMinor) },
    });
    return paymentDetail(tx, tenantId, after);
  });
}

export async function unallocatePayment(
  deps: Deps,
  auth: AuthContext,
  id: string,
  allocationId: string,
) {
  const tenantId = auth.tenant.id;
  return deps.db.transaction(async (tx) => {
    const payment = await findPayment(tx, tenantId, id, true);
    if (!payment) throw notFound('Payment');
    const after = await undoAllocation(tx, tenantId, payment, allocationId);
    await recordAudit(tx, actorOf(auth), {
      action: 'unallocate',
      recordType: 'Payment',
      recordId: id,
      before: { allocated: fromMinor(payment.allocatedMinor) },
      after: { allocated: fromMinor(after.allocatedMinor) },
    });
    return paymentDetail(tx, tenantId, after);
  });
}

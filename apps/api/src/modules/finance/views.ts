import type { Allocation, Payment } from '@sp/contracts/api';
import { fromMinor } from '../../kernel/money';
import { iso } from '../users';
import type { AllocationRow, PaymentRow } from './payment-repository';

export function toPayment(p: PaymentRow, names: Map<string, string>): Payment {
  const party = p.agentId ?? p.supplierId;
  return {
    id: p.id,
    number: p.number,
    direction: p.direction,
    kind: p.kind,
    expenseCategory: p.expenseCategory ?? null,
    storeId: p.storeId,
    storeName: names.get(p.storeId) ?? '',
    agentId: p.agentId,
    supplierId: p.supplierId,
    counterparty: (party && names.get(party)) || p.counterparty,
    paidOn: p.paidOn,
    amount: fromMinor(p.amountMinor),
    allocated: fromMinor(p.allocatedMinor),
    currency: p.currency,
    method: p.method,
    reference: p.reference,
    attachmentName: p.attachmentName,
    note: p.note,
    voidedAt: p.voidedAt ? iso(p.voidedAt) : null,
    voidedByName: p.voidedBy ? (names.get(p.voidedBy) ?? null) : null,
    voidReason: p.voidReason,
    createdAt: iso(p.createdAt),
  };
}

/** The ids whose names a payment shows. */
export const nameIdsOf = (p: PaymentRow) =>
  [p.storeId, p.agentId, p.supplierId, p.voidedBy].filter((x): x is string => Boolean(x));

export const toAllocation = (a: AllocationRow, labels: Map<string, string>): Allocation => ({
  id: a.id,
  orderId: a.orderId,
  orderNumber: a.orderId ? (labels.get(a.orderId) ?? null) : null,
  payableId: a.payableId,
  purchaseNumber: a.payableId ? (labels.get(a.payableId) ?? null) : null,
  chargeId: a.chargeId,
  chargeLabel: a.chargeId ? (labels.get(a.chargeId) ?? null) : null,
  amount: fromMinor(a.amountMinor),
  createdAt: iso(a.createdAt),
});

/** What the audit log keeps of a payment. */
export const paymentSnapshot = (p: PaymentRow) => ({
  kind: p.kind,
  amount: fromMinor(p.amountMinor),
  currency: p.currency,
  paidOn: p.paidOn,
  reference: p.reference,
  counterparty: p.counterparty,
  note: p.note,
  voided: Boolean(p.voidedAt),
});

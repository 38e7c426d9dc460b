import type {
  PaymentBody,
  PaymentDetail,
  PaymentKind,
  UpdatePaymentBody,
  expenseCategories,
} from '@sp/contracts/api';
import type { PaymentMethod } from '../../lib/choices';
import { isMoney, moneyBody } from '../../lib/money';

type ExpenseCategory = (typeof expenseCategories)[number];

/** What the payment form holds: strings as typed, so a refused save gives them all back. */
export interface PaymentDraft {
  kind: PaymentKind;
  storeId: string;
  agentId: string;
  supplierId: string;
  expenseCategory: ExpenseCategory | '';
  counterparty: string;
  paidOn: string;
  amount: string;
  method: PaymentMethod;
  reference: string;
  attachmentName: string;
  note: string;
}

export const FIELDS = [
  'kind',
  'storeId',
  'agentId',
  'supplierId',
  'expenseCategory',
  'counterparty',
  'paidOn',
  'amount',
  'method',
  'reference',
  'attachmentName',
  'note',
] as const;
export type DraftField = (typeof FIELDS)[number];

/** Which counterparty a kind names: an agent, a supplier, an expense category, or free text. */
export const counterpartyOf = (kind: PaymentKind) =>
  kind === 'cod_remittance' || kind === 'courier_fees'
    ? 'agent'
    : kind === 'supplier_payment'
      ? 'supplier'
      : kind === 'expense'
        ? 'category'
        : 'free';

export const emptyDraft = (
  storeId: string,
  paidOn: string,
  preset: Partial<PaymentDraft> = {},
): PaymentDraft => ({
  kind: 'cod_remittance',
  storeId,
  agentId: '',
  supplierId: '',
  expenseCategory: '',
  counterparty: '',
  paidOn,
  amount: '',
  method: 'bank_transfer',
  reference: '',
  attachmentName: '',
  note: '',
  ...preset,
});

export const draftOf = (p: PaymentDetail): PaymentDraft => ({
  kind: p.kind,
  storeId: p.storeId,
  agentId: p.agentId ?? '',
  supplierId: p.supplierId ?? '',
  expenseCategory: p.expenseCategory ?? '',
  counterparty: p.agentId || p.supplierId ? '' : p.counterparty,
  paidOn: p.paidOn.slice(0, 10),
  amount: p.amount,
  method: p.method,
  reference: p.reference,
  attachmentName: p.attachmentName,
  note: p.note,
});

/** What the form checks before sending (the API checks it all again): field -> text key. */
export function problemsOf(d: PaymentDraft, editing: boolean): Partial<Record<DraftField, string>> {
  const out: Partial<Record<DraftField, string>> = {};
  const who = counterpartyOf(d.kind);
  if (!editing && !d.storeId) out.storeId = 'validation.storeRequired';
  if (!editing && who === 'agent' && !d.agentId) out.agentId = 'validation.agentRequired';
  if (!editing && who === 'supplier' && !d.supplierId)
    out.supplierId = 'validation.supplierRequired';
  if (who === 'category' && !d.expenseCategory) out.expenseCategory = 'validation.categoryRequired';
  if (!d.paidOn) out.paidOn = 'validation.dateRequired';
  if (!isMoney(d.amount) || Number(moneyBody(d.amount)) <= 0) out.amount = 'validation.money';
  return out;
}

export function bodyOf(d: PaymentDraft): PaymentBody {
  const who = counterpartyOf(d.kind);
  return {
    kind: d.kind,
    storeId: d.storeId,
    agentId: who === 'agent' ? d.agentId : null,
    supplierId: who === 'supplier' ? d.supplierId : null,
    expenseCategory: who === 'category' && d.expenseCategory ? d.expenseCategory : null,
    counterparty: who === 'free' || who === 'category' ? d.counterparty.trim() : '',
    paidOn: d.paidOn,
    amount: moneyBody(d.amount),
    method: d.method,
    reference: d.reference.trim(),
    attachmentName: d.attachmentName.trim(),
    note: d.note.trim(),
  };
}

/** An edit changes the facts of the payment, never who or which store it concerns. */
export function updateBodyOf(d: PaymentDraft): UpdatePaymentBody {
  const who = counterpartyOf(d.kind);
  return {
    ...(who === 'category' && d.expenseCategory ? { expenseCategory: d.expenseCategory } : {}),
    ...(who === 'free' || who === 'category' ? { counterparty: d.counterparty.trim() } : {}),
    paidOn: d.paidOn,
    amount: moneyBody(d.amount),
    method: d.method,
    reference: d.reference.trim(),
    attachmentName: d.attachmentName.trim(),
    note: d.note.trim(),
  };
}

/** The form's fields the API named in its refusal (`details[].path`). */
export function serverFieldErrors(error: unknown): DraftField[] {
  const details = (error as { details?: { path: string }[] } | null)?.details;
  const fields = (Array.isArray(details) ? details : []).map(
    (d) => d.path.split('.')[0] as DraftField,
  );
  return [...new Set(fields)].filter((f) => (FIELDS as readonly string[]).includes(f));
}

import type { DomainEvent, EventConsumer } from '../../kernel/events';
import type { Tx } from '../../kernel/db/client';
import type { CreditAppliedEvent, RefundIssuedEvent, ReturnReceivedEvent } from '../returns';
import { postEntry, type JournalEntryInput, type JournalLineInput } from './journal';

/**
 * Finance's consumer of the returns module's events (issue 31.1-2; docs/returns.md), beside
 * the orders' consumer: each event one journal entry at the amounts it froze, sourced
 * `event:<id>` so it is posted once.
 */
export const RETURNS_JOURNAL_CONSUMER = 'finance.returns-journal';

/** Received back: restocked lines re-enter stock at the cost they left at, written-off lines move their cost to write-offs; the courier's return fee once. */
function received(p: ReturnReceivedEvent): JournalLineInput[] {
  const base = { storeId: p.storeId, orderId: p.orderId };
  return [
    ...p.lines.flatMap((l) => [
      {
        ...base,
        account: l.outcome === 'restock' ? ('inventory' as const) : ('write_offs' as const),
        amountMinor: l.quantity * l.unitCostMinor,
        productId: l.productId,
      },
      {
        ...base,
        account: 'cost_of_goods' as const,
        amountMinor: -l.quantity * l.unitCostMinor,
        productId: l.productId,
      },
    ]),
    {
      ...base,
      account: 'fees',
      counterpartyId: p.agentId,
      amountMinor: p.agentId ? p.feeMinor : 0,
    },
    {
      ...base,
      account: 'courier_receivable',
      counterpartyId: p.agentId,
      amountMinor: p.agentId ? -p.feeMinor : 0,
    },
  ];
}

/**
 * Money given back: the refunds line (a reduction of revenue in P&L, net of tax like
 * revenue) and the tax it held (back off `tax_payable`), against what paid it:
 * the store's cash (refund by bank, card, cash...), the marketplace (it refunds the buyer
 * and pays us less), the customer's credit (a credit note), or the courier (COD: it owes less).
 */
function issued(p: RefundIssuedEvent): JournalLineInput[] {
  const base = { storeId: p.storeId, orderId: p.orderId };
  const against: JournalLineInput =
    p.kind === 'credit_note'
      ? {
          ...base,
          account: 'customer_credit',
          counterpartyId: p.customerId,
          amountMinor: -p.amountMinor,
        }
      : p.kind === 'courier_deduction'
        ? {
            ...base,
            account: 'courier_receivable',
            counterpartyId: p.agentId,
            amountMinor: -p.amountMinor,
          }
        : p.method === 'marketplace'
          ? {
              ...base,
              account: 'marketplace_receivable',
              counterpartyId: p.storeId,
              amountMinor: -p.amountMinor,
            }
          : { ...base, account: 'cash', counterpartyId: p.storeId, amountMinor: -p.amountMinor };
  // The tax inside what is given back comes off what is owed to the tax office (issue 31.3).
  const tax = (p.taxByRate ?? []).map((r) => ({
    ...base,
    account: 'tax_payable' as const,
    rateBp: r.rateBp,
    amountMinor: r.taxMinor,
  }));
  const taxMinor = tax.reduce((sum, l) => sum + l.amountMinor, 0);
  return [{ ...base, account: 'refunds', amountMinor: p.amountMinor - taxMinor }, ...tax, against];
}

/** A customer's credit spent on a prepaid order: the marketplace owes that much less for it. */
const applied = (p: CreditAppliedEvent): JournalLineInput[] => [
  {
    storeId: p.storeId,
    orderId: p.orderId,
    account: 'customer_credit',
    counterpartyId: p.customerId,
    amountMinor: p.amountMinor,
  },
  {
    storeId: p.storeId,
    orderId: p.orderId,
    account: 'marketplace_receivable',
    counterpartyId: p.storeId,
    amountMinor: -p.amountMinor,
  },
];

export function returnsEntryOf(e: DomainEvent): JournalEntryInput {
  const p = e.payload as Record<string, unknown>;
  const lines =
    e.type === 'return.received'
      ? received(p as unknown as ReturnReceivedEvent)
      : e.type === 'refund.issued'
        ? issued(p as unknown as RefundIssuedEvent)
        : applied(p as unknown as CreditAppliedEvent);
  return {
    tenantId: e.tenantId,
    day: String(p.day),
    kind: e.type,
    source: `event:${e.id}`,
    currency: String(p.currency),
    orderId: String(p.orderId),
    memo: String(p.number ?? p.orderNumber),
    lines,
  };
}

export const returnsJournalConsumer: EventConsumer = {
  name: RETURNS_JOURNAL_CONSUMER,
  types: ['return.received', 'refund.issued', 'credit.applied'],
  async handle(tx: Tx, e: DomainEvent) {
    await postEntry(tx, returnsEntryOf(e));
  },
};

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../kernel/db/client';
import { postEntry, reverseSource, type JournalLineInput } from './journal';
import type { PaymentRow } from './payment-repository';

/**
 * A payment's entry, posted in the payment's own transaction (finance owns payments): money
 * in or out of the store's cash against the counterparty's account. An edit of its amount
 * or day reverses what was posted and posts it anew; a void reverses it.
 */
export function linesOf(
  p: Pick<PaymentRow, 'kind' | 'storeId' | 'agentId' | 'supplierId'>,
  amountMinor: number,
): JournalLineInput[] {
  const cash = { account: 'cash' as const, counterpartyId: p.storeId, storeId: p.storeId };
  switch (p.kind) {
    case 'cod_remittance':
      return [
        { ...cash, amountMinor },
        {
          account: 'courier_receivable',
          counterpartyId: p.agentId,
          amountMinor: -amountMinor,
          storeId: p.storeId,
        },
      ];
    case 'courier_fees':
      // Its fees paid to it: what it is owed (a credit on its account) goes down.
      return [
        {
          account: 'courier_receivable',
          counterpartyId: p.agentId,
          amountMinor,
          storeId: p.storeId,
        },
        { ...cash, amountMinor: -amountMinor },
      ];
    case 'marketplace_payout':
      return [
        { ...cash, amountMinor },
        {
          account: 'marketplace_receivable',
          counterpartyId: p.storeId,
          amountMinor: -amountMinor,
          storeId: p.storeId,
        },
      ];
    case 'other_in':
      return [
        { ...cash, amountMinor },
        { account: 'other_income', amountMinor: -amountMinor, storeId: p.storeId },
      ];
    case 'supplier_payment':
      return [
        {
          account: 'supplier_payable',
          counterpartyId: p.supplierId,
          amountMinor,
          storeId: p.storeId,
        },
        { ...cash, amountMinor: -amountMinor },
      ];
    case 'expense':
      return [
        { account: 'expenses', amountMinor, storeId: p.storeId },
        { ...cash, amountMinor: -amountMinor },
      ];
  }
}

/** Posts `amountMinor` of a payment (its whole amount when created; what a remittance file adds to it). */
export async function postPayment(tx: Tx, p: PaymentRow, amountMinor = p.amountMinor) {
  await postEntry(tx, {
    tenantId: p.tenantId,
    day: p.paidOn,
    kind: `payment.${p.kind}`,
    source: `payment:${p.id}:${randomUUID()}`,
    currency: p.currency,
    paymentId: p.id,
    memo: p.number,
    lines: linesOf(p, amountMinor),
  });
}

/** Reverses every live entry of a payment (dated `day`): a void, or the first half of an edit. */
export async function reversePayment(tx: Tx, p: PaymentRow, day: string) {
  const live = await tx.execute<{ source: string }>(sql`
    select e.source from journal_entries e
    where e.tenant_id = ${p.tenantId} and e.payment_id = ${p.id} and e.reverses_id is null
      and not exists (select 1 from journal_entries r where r.reverses_id = e.id)`);
  for (const { source } of live.rows)
    await reverseSource(tx, p.tenantId, source, `reversal:${source}`, day);
}

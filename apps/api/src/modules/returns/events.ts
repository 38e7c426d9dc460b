import type { Tx } from '../../kernel/db/client';
import { recordEvent } from '../../kernel/events';
import { localDay } from '../../kernel/local-day';
import { storeTimeZone } from '../stores';

/**
 * What the returns module records for others (finance's journal posts from these and never
 * reads our tables), each with what was true then: the cost each unit left at, the
 * courier's return fee when the goods came back. docs/returns.md "Journal".
 */
export interface ReturnReceivedEvent {
  number: string;
  orderId: string;
  orderNumber: string;
  storeId: string;
  currency: string;
  day: string;
  agentId: string | null;
  /** The courier's return fee, on the first receipt of the return only. */
  feeMinor: number;
  lines: {
    productId: string;
    quantity: number;
    unitCostMinor: number;
    outcome: 'restock' | 'write_off';
  }[];
}

export interface RefundIssuedEvent {
  number: string;
  orderId: string;
  orderNumber: string;
  storeId: string;
  currency: string;
  day: string;
  kind: 'refund' | 'credit_note' | 'courier_deduction';
  method: string | null;
  amountMinor: number;
  agentId: string | null;
  customerId: string | null;
  /** The tax inside the amount, per rate (refund-tax.ts; absent before issue 31.3's journal). */
  taxByRate?: { rateBp: number; taxMinor: number }[];
}

export interface CreditAppliedEvent {
  orderId: string;
  orderNumber: string;
  storeId: string;
  currency: string;
  day: string;
  customerId: string;
  amountMinor: number;
}

export const RETURN_EVENT_TYPES = ['return.received', 'refund.issued', 'credit.applied'] as const;

/** The store's local day now (issue 31.5): the P&L's period of the fact. */
export async function dayOf(tx: Tx, tenantId: string, storeId: string, at = new Date()) {
  return localDay(tx, at, await storeTimeZone(tx, tenantId, storeId));
}

export async function recordReturnEvent(
  tx: Tx,
  tenantId: string,
  aggregate: { type: string; id: string },
  type: (typeof RETURN_EVENT_TYPES)[number],
  payload: ReturnReceivedEvent | RefundIssuedEvent | CreditAppliedEvent,
) {
  await recordEvent(tx, {
    tenantId,
    aggregateType: aggregate.type,
    aggregateId: aggregate.id,
    type,
    payload: payload as unknown as Record<string, unknown>,
  });
}

import type { Tx } from '../../kernel/db/client';
import { recordEvent } from '../../kernel/events';
import { localDay } from '../../kernel/local-day';
import type { Actor } from '../../kernel/types';
import { findStoreInTenant } from '../stores';
import type { MovementRow } from './ledger-repository';

/**
 * What a manual stock correction records for the journal (issue 29.8): stock that leaves
 * (damaged, lost, a count short) at the cost it left at is a write-off; stock found is the
 * reverse. docs/finance.md "Events each module emits".
 */
export interface StockAdjustedEvent {
  storeId: string;
  currency: string;
  productId: string;
  /** Signed: negative when stock left. */
  quantity: number;
  unitCostMinor: number;
  reason: string | null;
  day: string;
}

export async function recordStockAdjusted(tx: Tx, actor: Actor, m: MovementRow) {
  const store = await findStoreInTenant(tx, actor.tenantId, m.storeId);
  const payload: StockAdjustedEvent = {
    storeId: m.storeId,
    currency: store!.currency,
    productId: m.productId,
    quantity: m.quantity,
    unitCostMinor: m.unitCostMinor,
    reason: m.reason,
    day: await localDay(tx, new Date(), store!.timeZone),
  };
  await recordEvent(tx, {
    tenantId: actor.tenantId,
    aggregateType: 'stock_movement',
    aggregateId: m.id,
    type: 'stock.adjusted',
    payload: payload as unknown as Record<string, unknown>,
  });
}

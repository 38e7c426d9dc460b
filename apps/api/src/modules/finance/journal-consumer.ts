import { applyTenantEventsInBulk, type DomainEvent, type EventConsumer } from '../../kernel/events';
import type { Tx } from '../../kernel/db/client';
import type { StockAdjustedEvent } from '../inventory';
import type { OrderStatusEvent } from '../orders';
import type { PurchaseReceivedEvent } from '../purchase';
import { postEntries, postEntry, type JournalEntryInput, type JournalLineInput } from './journal';

/**
 * Finance's consumer of the orders' and the stock's events: each becomes a journal entry at the amounts
 * the event froze (fee at delivery, cost each line left at), sourced `event:<id>` so it
 * is posted once. Finance reads no other module's table for this.
 */
export const JOURNAL_CONSUMER = 'finance.journal';

/**
 * Revenue by product (each product's part of the total) and the order's own part (shipping,
 * services, discount: no product), so the P&L by product reads the journal. An event from
 * before revenueLines existed puts its whole total on the order's own part. Revenue is net
 * of tax (issue 31.3: the tax goes to `tax_payable`); the returns memo keeps the order's
 * value as the buyer saw it.
 */
function revenueByProduct(
  p: OrderStatusEvent,
  base: { storeId: string; orderId: string },
  account: 'revenue' | 'returns',
  sign: number,
): JournalLineInput[] {
  const net = account === 'revenue';
  const byProduct = (p.revenueLines ?? []).map((l) => ({
    productId: l.productId,
    amount: net ? (l.netMinor ?? l.totalMinor) : l.totalMinor,
  }));
  const total = p.totalMinor - (net ? (p.tax?.totalMinor ?? 0) : 0);
  const own = total - byProduct.reduce((sum, l) => sum + l.amount, 0);
  return [
    ...byProduct.map((l) => ({
      ...base,
      account,
      productId: l.productId,
      amountMinor: sign * l.amount,
    })),
    { ...base, account, amountMinor: sign * own },
  ];
}

/** The tax of a delivered order, per rate, owed to the tax office (credit). */
const taxCollected = (
  p: OrderStatusEvent,
  base: { storeId: string; orderId: string },
): JournalLineInput[] =>
  (p.tax?.byRate ?? []).map((r) => ({
    ...base,
    account: 'tax_payable' as const,
    rateBp: r.rateBp,
    amountMinor: -r.taxMinor,
  }));

/** Delivered: revenue net of tax and the tax; the courier owes the COD less its fee, the marketplace the rest (prepaid); what was in transit becomes cost of goods. */
function delivered(e: DomainEvent<OrderStatusEvent>): JournalLineInput[] {
  const p = e.payload;
  const base = { storeId: p.storeId, orderId: e.aggregateId };
  const cod = p.paymentMethod === 'cod' && p.agentId ? p.codMinor : 0;
  const fee = p.agentId ? (p.feeMinor ?? 0) : 0;
  return [
    ...revenueByProduct(p, base, 'revenue', -1),
    ...taxCollected(p, base),
    { ...base, account: 'courier_receivable', counterpartyId: p.agentId, amountMinor: cod },
    {
      ...base,
      account: 'marketplace_receivable',
      counterpartyId: p.storeId,
      amountMinor: p.totalMinor - cod,
    },
    // The courier keeps its fee out of what it collected (or bills it, for a prepaid order).
    { ...base, account: 'fees', counterpartyId: p.agentId, amountMinor: fee },
    { ...base, account: 'courier_receivable', counterpartyId: p.agentId, amountMinor: -fee },
    ...(p.lines ?? []).flatMap((l) => [
      {
        ...base,
        account: 'cost_of_goods' as const,
        amountMinor: l.quantity * l.unitCostMinor,
        productId: l.productId,
      },
      {
        ...base,
        account: 'goods_in_transit' as const,
        amountMinor: -l.quantity * l.unitCostMinor,
        productId: l.productId,
      },
    ]),
  ];
}

/** Shipped: the stock leaves at the cost each line left at, in transit until delivered (cost of goods) or back (inventory). */
const shipped = (e: DomainEvent<OrderStatusEvent>): JournalLineInput[] =>
  (e.payload.lines ?? []).flatMap((l) => [
    {
      account: 'goods_in_transit',
      amountMinor: l.quantity * l.unitCostMinor,
      storeId: e.payload.storeId,
      productId: l.productId,
    },
    {
      account: 'inventory',
      amountMinor: -l.quantity * l.unitCostMinor,
      storeId: e.payload.storeId,
      productId: l.productId,
    },
  ]);

/** Returned: the stock re-enters at the cost it left at; the courier's return fee then; the order's value on the returns memo. */
function returned(e: DomainEvent<OrderStatusEvent>): JournalLineInput[] {
  const p = e.payload;
  const fee = p.agentId ? (p.feeMinor ?? 0) : 0;
  const base = { storeId: p.storeId, orderId: e.aggregateId };
  return [
    ...(p.lines ?? []).flatMap((l) => [
      {
        account: 'inventory' as const,
        amountMinor: l.quantity * l.unitCostMinor,
        storeId: p.storeId,
        productId: l.productId,
      },
      {
        account: 'goods_in_transit' as const,
        amountMinor: -l.quantity * l.unitCostMinor,
        storeId: p.storeId,
        productId: l.productId,
      },
    ]),
    { account: 'fees', counterpartyId: p.agentId, amountMinor: fee, storeId: p.storeId },
    {
      account: 'courier_receivable',
      counterpartyId: p.agentId,
      amountMinor: -fee,
      storeId: p.storeId,
    },
    ...revenueByProduct(p, base, 'returns', 1),
    { ...base, account: 'returns_memo', amountMinor: -p.totalMinor },
  ];
}

/** A stock correction: what left (damaged, lost, short) is written off at the cost it left at; what was found comes back. */
function adjusted(e: DomainEvent<StockAdjustedEvent>): JournalLineInput[] {
  const p = e.payload;
  const value = p.quantity * p.unitCostMinor;
  return [
    { account: 'inventory', amountMinor: value, storeId: p.storeId, productId: p.productId },
    { account: 'write_offs', amountMinor: -value, storeId: p.storeId, productId: p.productId },
  ];
}

/**
 * A purchase receipt: the stock enters inventory at its landed value, owed to each party
 * that bills it (the supplier the goods, a forwarder or broker its shipping or customs).
 */
function received(e: DomainEvent<PurchaseReceivedEvent>): JournalLineInput[] {
  const p = e.payload;
  return [
    ...p.lines.map((l) => ({
      account: 'inventory' as const,
      amountMinor: l.valueMinor,
      storeId: p.storeId,
      productId: l.productId,
    })),
    ...p.payables.map((x) => ({
      account: 'supplier_payable' as const,
      counterpartyId: x.partyId,
      amountMinor: -x.amountMinor,
      storeId: p.storeId,
    })),
  ];
}

interface Posting {
  lines(e: DomainEvent): JournalLineInput[];
  orderId(e: DomainEvent): string | null;
  memo(e: DomainEvent): string;
}
const asOrder = (post: (e: DomainEvent<OrderStatusEvent>) => JournalLineInput[]): Posting => ({
  lines: (e) => post(e as unknown as DomainEvent<OrderStatusEvent>),
  orderId: (e) => e.aggregateId,
  memo: (e) => (e.payload as unknown as OrderStatusEvent).number,
});

const posting: Record<string, Posting> = {
  'order.delivered': asOrder(delivered),
  'order.shipped': asOrder(shipped),
  'order.returned': asOrder(returned),
  'purchase.received': {
    lines: (e) => received(e as unknown as DomainEvent<PurchaseReceivedEvent>),
    orderId: () => null,
    memo: (e) => String(e.payload.number),
  },
  'stock.adjusted': {
    lines: (e) => adjusted(e as unknown as DomainEvent<StockAdjustedEvent>),
    orderId: () => null,
    memo: (e) => String(e.payload.reason ?? 'adjustment'),
  },
};

/** The journal entry an event posts (the live consumer and the demo's bulk path alike). */
export function entryOfEvent(e: DomainEvent): JournalEntryInput {
  const post = posting[e.type]!;
  return {
    tenantId: e.tenantId,
    day: String(e.payload.day),
    kind: e.type,
    source: `event:${e.id}`,
    currency: String(e.payload.currency),
    orderId: post.orderId(e),
    memo: post.memo(e),
    partOfOrder: e.type === 'order.delivered' && Boolean(e.payload.shipmentId),
    lines: post.lines(e),
  };
}

export const journalConsumer: EventConsumer = {
  name: JOURNAL_CONSUMER,
  types: Object.keys(posting),
  async handle(tx: Tx, e: DomainEvent) {
    await postEntry(tx, entryOfEvent(e));
  },
};

/**
 * Posts every journal event of a tenant at once, in event order (so each aggregate's events
 * in sequence), with multi-row inserts, and clears their deliveries: the demo seed's six
 * months of order events, posted by the same postings as live use. What is already posted
 * (same source) is skipped.
 */
export const postTenantEventsInBulk = (tx: Tx, tenantId: string) =>
  applyTenantEventsInBulk(tx, tenantId, journalConsumer, (events) =>
    postEntries(tx, events.map(entryOfEvent)),
  );

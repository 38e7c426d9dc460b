import { allocate, shareOf } from '../../kernel/money';

export interface CostedLine {
  quantity: number;
  unitCostMinor: number;
}

/**
 * Extra costs (shipping, customs, other) spread over the lines by value (quantity x unit
 * cost), to the cent: the shares add up exactly to the extra total.
 */
export function spreadExtraCosts<L extends CostedLine>(lines: L[], extraMinor: number) {
  const shares = allocate(
    extraMinor,
    lines.map((l) => l.quantity * l.unitCostMinor),
  );
  return lines.map((l, i) => ({ ...l, extraCostMinor: shares[i]! }));
}

export const lineValue = (l: CostedLine & { extraCostMinor: number }) =>
  l.quantity * l.unitCostMinor + l.extraCostMinor;

/** The cost one unit enters stock at: its price plus its share of the extras, to the cent. */
export const landedUnitCost = (l: CostedLine & { extraCostMinor: number }) =>
  Math.round(lineValue(l) / l.quantity);

/**
 * What `now` more units of a line add to what is owed: a pro-rata share of the line's
 * landed value while the order is being filled, the exact remainder on the receipt that
 * completes it (so the receipts add up to the order's total), and landed unit cost for
 * units beyond what was ordered.
 */
export function receiptValue(
  line: CostedLine & {
    extraCostMinor: number;
    receivedQuantity: number;
    receivedValueMinor: number;
  },
  now: number,
) {
  const stillOrdered = Math.max(0, line.quantity - line.receivedQuantity);
  const orderedPart = Math.min(now, stillOrdered);
  const overPart = now - orderedPart;
  const completes = orderedPart > 0 && orderedPart === stillOrdered;
  const orderedValue = completes
    ? lineValue(line) - line.receivedValueMinor
    : shareOf(lineValue(line), orderedPart, line.quantity);
  return { orderedValue, overValue: overPart * landedUnitCost(line), overPart };
}

/** Who bills a purchase's shipping and customs when not the goods supplier. */
export interface BillingParties {
  supplierId: string;
  shippingMinor: number;
  customsMinor: number;
  otherCostMinor: number;
  shippingSupplierId: string | null;
  customsSupplierId: string | null;
}

export interface PartyShare {
  partyId: string;
  charge: 'goods' | 'shipping' | 'customs';
  amountMinor: number;
}

/**
 * Splits what a receipt of `now` units adds to a line's payables by who bills it (issue
 * 29.7): shipping or customs billed by another party is that party's, the rest (goods,
 * the extras the supplier bills itself) the supplier's. A party's share is the difference
 * of its cumulative share before and after (its part of the line times units received over
 * units ordered), so the receipts that complete a line owe each party exactly its part;
 * units beyond what was ordered carry the same part per unit.
 */
export function receiptShares(
  line: CostedLine & { extraCostMinor: number; receivedQuantity: number },
  value: ReturnType<typeof receiptValue>,
  now: number,
  po: BillingParties,
): PartyShare[] {
  const [shipping, customs] = allocate(line.extraCostMinor, [
    po.shippingMinor,
    po.customsMinor,
    po.otherCostMinor,
  ]);
  const cumulative = (part: number, units: number) =>
    shareOf(part, Math.min(units, line.quantity), line.quantity);
  const orderedPart = now - value.overPart;
  const shareOfPart = (part: number) =>
    cumulative(part, line.receivedQuantity + orderedPart) -
    cumulative(part, line.receivedQuantity) +
    shareOf(part, value.overPart, line.quantity);
  const others: PartyShare[] = [];
  if (po.shippingSupplierId && po.shippingSupplierId !== po.supplierId)
    others.push({
      partyId: po.shippingSupplierId,
      charge: 'shipping',
      amountMinor: shareOfPart(shipping!),
    });
  if (po.customsSupplierId && po.customsSupplierId !== po.supplierId)
    others.push({
      partyId: po.customsSupplierId,
      charge: 'customs',
      amountMinor: shareOfPart(customs!),
    });
  const total = value.orderedValue + value.overValue;
  return [
    {
      partyId: po.supplierId,
      charge: 'goods',
      amountMinor: total - others.reduce((s, o) => s + o.amountMinor, 0),
    },
    ...others,
  ];
}

/** Shares of several lines added up per party and charge (one payable each). */
export function sumShares(shares: PartyShare[]) {
  const byKey = new Map<string, PartyShare>();
  for (const s of shares) {
    const key = `${s.partyId}|${s.charge}`;
    const seen = byKey.get(key);
    if (seen) seen.amountMinor += s.amountMinor;
    else byKey.set(key, { ...s });
  }
  return [...byKey.values()];
}

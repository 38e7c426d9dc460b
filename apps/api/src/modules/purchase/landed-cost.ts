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

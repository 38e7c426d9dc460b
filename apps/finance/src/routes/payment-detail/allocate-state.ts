import type { AllocationBody, AllocationCandidate } from '@sp/contracts/api';
import { fromMinor, isMoney, moneyBody, toMinor } from '../../lib/money';

/** One candidate row of the allocate dialog: ticked or not, and the amount typed. */
export interface Pick {
  checked: boolean;
  amount: string;
}

export const keyOf = (c: AllocationCandidate) => c.orderId ?? c.payableId ?? c.label;

/** Every candidate unticked, its amount prefilled with what is still open on it. */
export const initialPicks = (candidates: AllocationCandidate[]): Record<string, Pick> =>
  Object.fromEntries(candidates.map((c) => [keyOf(c), { checked: false, amount: c.open }]));

/** What stays unallocated once the ticked amounts are: negative when they exceed the payment. */
export function remainingAfter(unallocated: string, picks: Record<string, Pick>): string {
  let left = toMinor(unallocated);
  for (const p of Object.values(picks)) if (p.checked && isMoney(p.amount)) left -= toMinor(p.amount);
  return fromMinor(left);
}

/** Ticked rows whose amount is not a positive amount, or more than is open on them. */
export function badRows(candidates: AllocationCandidate[], picks: Record<string, Pick>): string[] {
  return candidates
    .filter((c) => {
      const p = picks[keyOf(c)];
      if (!p?.checked) return false;
      return !isMoney(p.amount) || toMinor(p.amount) <= 0 || toMinor(p.amount) > toMinor(c.open);
    })
    .map(keyOf);
}

export function allocationBodyOf(candidates: AllocationCandidate[], picks: Record<string, Pick>): AllocationBody {
  return {
    items: candidates
      .filter((c) => picks[keyOf(c)]?.checked)
      .map((c) => ({ ...(c.orderId ? { orderId: c.orderId } : { payableId: c.payableId! }), amount: moneyBody(picks[keyOf(c)]!.amount) })),
  };
}

import type { AllocationBody, AllocationCandidate } from '@sp/contracts/api';
import { fromMinor, isMoney, moneyBody, toMinor } from '../../lib/money';

/** One candidate row of the allocate dialog: ticked or not, and the amount typed. */
export interface Pick {
  checked: boolean;
  amount: string;
}

export const keyOf = (c: AllocationCandidate) => c.orderId ?? c.payableId ?? c.chargeId ?? c.label;

/** Every candidate unticked, its amount prefilled with what is still open on it. */
export const initialPicks = (candidates: AllocationCandidate[]): Record<string, Pick> =>
  Object.fromEntries(candidates.map((c) => [keyOf(c), { checked: false, amount: c.open }]));

/** A typed amount, signed: a courier's fee netted in its remittance is below zero (null when not an amount). */
export function signedMinor(value: string): number | null {
  const text = value.trim();
  const negative = text.startsWith('-');
  const digits = negative ? text.slice(1) : text;
  return isMoney(digits) ? (negative ? -toMinor(digits) : toMinor(digits)) : null;
}

/** What stays unallocated once the ticked amounts are: negative when they exceed the payment. */
export function remainingAfter(unallocated: string, picks: Record<string, Pick>): string {
  let left = toMinor(unallocated);
  for (const p of Object.values(picks)) if (p.checked) left -= signedMinor(p.amount) ?? 0;
  return fromMinor(left);
}

/**
 * Ticked rows whose amount is not an amount, or more than is open on them: above zero for
 * what the payment settles, below zero for a courier's fee it nets (open below zero).
 */
export function badRows(candidates: AllocationCandidate[], picks: Record<string, Pick>): string[] {
  return candidates
    .filter((c) => {
      const p = picks[keyOf(c)];
      if (!p?.checked) return false;
      const value = signedMinor(p.amount);
      const open = toMinor(c.open);
      if (value === null) return true;
      return open < 0 ? value >= 0 || value < open : value <= 0 || value > open;
    })
    .map(keyOf);
}

export function allocationBodyOf(
  candidates: AllocationCandidate[],
  picks: Record<string, Pick>,
): AllocationBody {
  return {
    items: candidates
      .filter((c) => picks[keyOf(c)]?.checked)
      .map((c) => ({
        ...(c.orderId
          ? { orderId: c.orderId }
          : c.chargeId
            ? { chargeId: c.chargeId }
            : { payableId: c.payableId! }),
        amount: moneyBody(picks[keyOf(c)]!.amount),
      })),
  };
}

import type { AllocationCandidate } from '@sp/contracts/api';
import { expect, it } from 'vitest';
import { allocationBodyOf, badRows, initialPicks, remainingAfter } from './allocate-state';

const order = (n: number, open: string): AllocationCandidate => ({
  orderId: `00000000-0000-4000-8000-00000000000${n}`,
  payableId: null,
  chargeId: null,
  label: `ATL-00000${n}`,
  date: '2025-01-05',
  amount: open,
  open,
});
const candidates = [order(1, '100.00'), order(2, '250.50'), order(3, '40.00')];

it('prefills each amount with what is open and starts unticked', () => {
  const picks = initialPicks(candidates);
  expect(Object.values(picks)).toEqual([
    { checked: false, amount: '100.00' },
    { checked: false, amount: '250.50' },
    { checked: false, amount: '40.00' },
  ]);
  expect(remainingAfter('300.00', picks)).toBe('300.00');
});

it('shows what remains as rows are ticked, negative beyond the payment', () => {
  const picks = initialPicks(candidates);
  picks[candidates[0]!.orderId!]!.checked = true;
  picks[candidates[1]!.orderId!] = { checked: true, amount: '150,25' };
  expect(remainingAfter('300.00', picks)).toBe('49.75');
  picks[candidates[2]!.orderId!]!.checked = true;
  expect(remainingAfter('300.00', picks)).toBe('9.75');
  picks[candidates[1]!.orderId!] = { checked: true, amount: '250.50' };
  expect(remainingAfter('300.00', picks)).toBe('-90.50');
});

it('refuses an amount over what is open, and posts only the ticked rows', () => {
  const picks = initialPicks(candidates);
  picks[candidates[0]!.orderId!] = { checked: true, amount: '100.01' };
  picks[candidates[2]!.orderId!] = { checked: true, amount: '10' };
  expect(badRows(candidates, picks)).toEqual([candidates[0]!.orderId]);
  expect(allocationBodyOf(candidates, picks)).toEqual({
    items: [
      { orderId: candidates[0]!.orderId, amount: '100.01' },
      { orderId: candidates[2]!.orderId, amount: '10' },
    ],
  });
});

it("nets a courier's fee (open below zero): a negative amount within it, counted back into what remains", () => {
  const fees = [order(1, '40.00'), order(2, '-15.00')];
  const picks = initialPicks(fees);
  picks[fees[0]!.orderId!] = { checked: true, amount: '40.00' };
  picks[fees[1]!.orderId!] = { checked: true, amount: '-15.00' };
  expect(remainingAfter('25.00', picks)).toBe('0.00');
  expect(badRows(fees, picks)).toEqual([]);
  picks[fees[1]!.orderId!] = { checked: true, amount: '-15.01' };
  expect(badRows(fees, picks)).toEqual([fees[1]!.orderId]);
  picks[fees[1]!.orderId!] = { checked: true, amount: '5' };
  expect(badRows(fees, picks)).toEqual([fees[1]!.orderId]);
});

it("names a supplier's payables and its service charges by their own ids", () => {
  const payable: AllocationCandidate = {
    orderId: null,
    payableId: '00000000-0000-4000-8000-0000000000a1',
    chargeId: null,
    label: 'PO-000001',
    date: '2025-01-05',
    amount: '300.00',
    open: '300.00',
  };
  const charge: AllocationCandidate = {
    orderId: null,
    payableId: null,
    chargeId: '00000000-0000-4000-8000-0000000000c1',
    label: 'Packing · ATL-000001',
    date: '2025-01-06',
    amount: '5.00',
    open: '5.00',
  };
  const picks = initialPicks([payable, charge]);
  picks[payable.payableId!]!.checked = true;
  picks[charge.chargeId!] = { checked: true, amount: '5.01' };
  expect(badRows([payable, charge], picks)).toEqual([charge.chargeId]);
  picks[charge.chargeId!] = { checked: true, amount: '5' };
  expect(allocationBodyOf([payable, charge], picks)).toEqual({
    items: [
      { payableId: payable.payableId, amount: '300.00' },
      { chargeId: charge.chargeId, amount: '5' },
    ],
  });
});

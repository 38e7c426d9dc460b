import { expect, it } from 'vitest';
import { visualRuns } from './bidi';

/** The line as drawn left to right, Arabic runs in their logical order (the shaper reverses them). */
const drawn = (text: string, direction?: 'rtl' | 'ltr') =>
  visualRuns(text, direction)
    .runs.map((r) => r.text)
    .join('|');

it('keeps a date, an amount and a building number in their order inside Arabic (labels, quotes)', () => {
  expect(drawn('تاريخ الطلب 2026-10-03')).toBe('2026-10-03| |الطلب| |تاريخ');
  expect(drawn('مبلغ 1,400.00 درهم')).toBe('درهم| |1,400.00| |مبلغ');
  expect(drawn('عمارة 12-3 شقة 4')).toBe('4| |شقة| |12-3| |عمارة');
});

it('reads a line’s direction from its first letter unless told, and leaves Latin alone', () => {
  expect(visualRuns('فاطمة الزهراء بنعلي').rtl).toBe(true);
  expect(visualRuns('Hay Riad, Rabat').rtl).toBe(false);
  expect(drawn('Hay Riad, Rabat')).toBe('Hay Riad, Rabat');
  expect(visualRuns('2026-10-03', 'rtl').rtl).toBe(true);
  // A Latin name in an Arabic line stays whole and readable.
  expect(drawn('المورد Shenzhen Bright Electronics')).toBe('Shenzhen Bright Electronics| |المورد');
});

it('closes a bracket where it opened after a Latin word, and marks only Arabic letters for the Arabic face', () => {
  expect(drawn('Adult (18+)', 'rtl')).toBe('Adult (18+)');
  const runs = visualRuns('الدار البيضاء 20250').runs;
  expect(runs.filter((r) => r.arabic).map((r) => r.text)).toEqual(['البيضاء', 'الدار']);
  expect(runs.filter((r) => !r.arabic).every((r) => !/[\u0600-\u06FF]/.test(r.text))).toBe(true);
});

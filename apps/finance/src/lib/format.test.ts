import { expect, it } from 'vitest';
import { formatSigned } from './format';

it('writes a change with its sign, marked in Arabic so the minus stays before the number', () => {
  expect(formatSigned(-14.5, 'en')).toBe('-14.5');
  expect(formatSigned(2, 'fr')).toBe('+2,0');
  expect(formatSigned(0, 'en')).toBe('0.0');
  // A direction mark (left-to-right or Arabic letter mark) before the sign: the bidi algorithm then keeps "-14.5" together.
  expect(formatSigned(-14.5, 'ar')).toMatch(/^[\u200E\u061C]-14[.,٫]5$/);
});

import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

// Intl writes narrow no-break spaces and direction marks; the tests name them.
const NNBSP = '\u202f';
const NBSP = '\u00a0';
const RLM = '\u200f';
const LRM = '\u200e';

describe('formatMoney: one money format everywhere (docs/words.md)', () => {
  it('English: the currency code before the amount, grouping and two decimals', () => {
    expect(formatMoney('1234.5', 'MAD', 'en')).toBe(`MAD${NBSP}1,234.50`);
    expect(formatMoney(44, 'EUR', 'en')).toBe(`EUR${NBSP}44.00`);
  });

  it('the same code whatever the currency: never "€44.00" on one page and "EUR 41.00" on another', () => {
    expect(formatMoney('44', 'EUR', 'en')).not.toContain('€');
    expect(formatMoney('44', 'USD', 'en')).not.toContain('$');
  });

  it('French: a comma for decimals, a narrow space between thousands, the code after', () => {
    expect(formatMoney('1234.5', 'MAD', 'fr')).toBe(`1${NNBSP}234,50${NBSP}MAD`);
    expect(formatMoney('-14.5', 'EUR', 'fr')).toBe(`-14,50${NBSP}EUR`);
  });

  it('Arabic: Western digits, the sign kept before the number by its direction marks', () => {
    const text = formatMoney('1234.5', 'MAD', 'ar');
    expect(text).toMatch(/1,234\.50/);
    expect(text).not.toMatch(/[\u0660-\u0669]/);
    expect(text).toContain('MAD');
    const negative = formatMoney('-14.5', 'MAD', 'ar');
    expect(negative).toBe(`${RLM}${LRM}-14.50${NBSP}MAD`);
  });

  it('a signed amount shows "+" before a gain, nothing before zero', () => {
    expect(formatMoney('5', 'MAD', 'en', { signed: true })).toBe(`+MAD${NBSP}5.00`);
    expect(formatMoney('0', 'MAD', 'en', { signed: true })).toBe(`MAD${NBSP}0.00`);
    expect(formatMoney('-5', 'MAD', 'fr', { signed: true })).toBe(`-5,00${NBSP}MAD`);
  });

  it('a dash for no amount, the bare number without a currency', () => {
    expect(formatMoney(null, 'MAD', 'en')).toBe('–');
    expect(formatMoney(undefined, 'MAD', 'en')).toBe('–');
    expect(formatMoney('', 'MAD', 'en')).toBe('–');
    expect(formatMoney('1234.5', null, 'fr')).toBe(`1${NNBSP}234,50`);
  });

  it('a currency Intl does not know stays readable', () => {
    expect(formatMoney('12.00', 'XX', 'en')).toBe('12.00 XX');
  });
});

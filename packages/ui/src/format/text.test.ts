import { describe, expect, it } from 'vitest';
import { capitalize, initials, lowercase, signed, titleCaseFromSnake } from './text';

describe('text helpers', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['jean-luc  o’neil', 'JO'],
    ['Cher', 'C'],
    ['  ', ''],
    ['42 Agent 7', 'A'],
    ['سارة علي', 'سع'],
  ])('initials(%j) = %j', (name, expected) => expect(initials(name)).toBe(expected));

  it('title case from snake_case', () => {
    expect(titleCaseFromSnake('order_status_NAME')).toBe('Order Status Name');
    expect(titleCaseFromSnake('_a__b_')).toBe('A B');
  });
  it('capitalise first, lowercase', () => {
    expect(capitalize('hello world')).toBe('Hello world');
    expect(capitalize('')).toBe('');
    expect(lowercase('HeLLo')).toBe('hello');
  });
  it("'+' on positive numbers only", () => {
    expect(signed(5)).toBe('+5');
    expect(signed(0)).toBe('0');
    expect(signed(-3)).toBe('-3');
    expect(signed(1234.5)).toBe('+1,234.5');
    expect(signed(2, 'fr', 1)).toBe('+2,0');
    expect(signed(0, 'en', 1)).toBe('0.0');
    // A direction mark (left-to-right or Arabic letter mark) before the sign keeps "-14.5" together in Arabic.
    expect(signed(-14.5, 'ar', 1)).toMatch(/^[\u200E\u061C]-14[.,٫]5$/);
  });
});

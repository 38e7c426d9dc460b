import { describe, expect, it } from 'vitest';
import { allocate, fromMinor, toMinor } from './money';

describe('money', () => {
  it('converts decimal strings and minor units both ways, signs included', () => {
    expect(toMinor('12.5')).toBe(1250);
    expect(toMinor('0.07')).toBe(7);
    expect(toMinor('-3.05')).toBe(-305);
    expect(toMinor('1200')).toBe(120000);
    expect(fromMinor(1250)).toBe('12.50');
    expect(fromMinor(-305)).toBe('-3.05');
    expect(fromMinor(0)).toBe('0.00');
    // No float drift: 0.1 + 0.2 in cents.
    expect(fromMinor(toMinor('0.1') + toMinor('0.2'))).toBe('0.30');
  });

  it('allocates an amount over weights so the parts add up exactly', () => {
    const parts = allocate(1000, [1, 1, 1]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(parts).toEqual([334, 333, 333]);
    expect(allocate(500, [3000, 1000])).toEqual([375, 125]);
    expect(allocate(7, [0, 0])).toEqual([7, 0]);
  });
});

import { describe, expect, it } from 'vitest';
import { iso } from './dates';

describe('iso', () => {
  it('writes what toISOString writes, for any date of years 0-9999 and past them', () => {
    const edges = [
      0,
      -1,
      -62_167_219_200_000, // 0000-01-01T00:00:00.000Z
      -62_167_219_200_001,
      253_402_300_799_999, // 9999-12-31T23:59:59.999Z
      253_402_300_800_000, // +010000-01-01
      Date.UTC(2024, 1, 29, 23, 59, 59, 999),
      Date.UTC(999, 11, 31, 0, 0, 0, 7),
    ];
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * 2 - 1;
    const samples = [
      ...edges,
      ...Array.from({ length: 20_000 }, () => Math.round(random() * 3e14)),
    ];
    for (const ms of samples)
      expect(iso(new Date(ms)), String(ms)).toBe(new Date(ms).toISOString());
  });

  it('reads a string as a date, and refuses an invalid one as toISOString does', () => {
    expect(iso('2026-11-27 08:45:00.123456+00')).toBe('2026-11-27T08:45:00.123Z');
    expect(() => iso('not a date')).toThrow(RangeError);
  });
});

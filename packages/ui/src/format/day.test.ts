import { describe, expect, it } from 'vitest';
import { dayText, parseDay } from './day';

describe('days, day first', () => {
  it('reads and writes dd/mm/yyyy', () => {
    expect(dayText('2026-11-25')).toBe('25/11/2026');
    expect(dayText(undefined)).toBe('');
    expect(parseDay('25/11/2026')).toBe('2026-11-25');
    expect(parseDay(' 5.1.2026 ')).toBe('2026-01-05');
    expect(parseDay('05-01-2026')).toBe('2026-01-05');
  });

  it('refuses what is not a day, and says nothing for nothing', () => {
    expect(parseDay('31/02/2026')).toBeNull();
    expect(parseDay('11/25/2026')).toBeNull();
    expect(parseDay('2026-11-25')).toBeNull();
    expect(parseDay('')).toBeUndefined();
  });
});

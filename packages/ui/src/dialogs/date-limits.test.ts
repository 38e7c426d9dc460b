import { describe, expect, it } from 'vitest';
import { isDateAllowed, maxDateFor, todayIso } from './date-limits';

const now = new Date(2025, 5, 15, 10);

describe('date-picker confirm limits (SPEC section 5)', () => {
  it('today in local time', () => expect(todayIso(now)).toBe('2025-06-15'));
  it('without a label: at most today', () => {
    expect(maxDateFor(undefined, now)).toBe('2025-06-15');
    expect(isDateAllowed('2025-06-15', undefined, now)).toBe(true);
    expect(isDateAllowed('2025-06-16', undefined, now)).toBe(false);
  });
  it('with a label: no limit', () => {
    expect(maxDateFor('Due date', now)).toBeUndefined();
    expect(isDateAllowed('2030-01-01', 'Due date', now)).toBe(true);
  });
  it('refuses a malformed value', () => expect(isDateAllowed('', undefined, now)).toBe(false));
});

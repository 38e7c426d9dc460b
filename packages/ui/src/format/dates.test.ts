import { describe, expect, it } from 'vitest';
import { daysRemaining, formatDate, formatDateRange, weekStart } from './dates';

const d = new Date(2025, 0, 5, 15, 4);

describe('formatDate (English formats of SPEC section 9)', () => {
  it.each([
    ['Mon D, YYYY', 'Jan 5, 2025'],
    ['DD Mon, YYYY', '05 Jan, 2025'],
    ['DD Mon', '05 Jan'],
    ['Mon, YYYY', 'Jan, 2025'],
  ] as const)('%s', (format, expected) => expect(formatDate(d, format)).toBe(expected));

  it('UK-style date with 12-hour time', () => {
    expect(formatDate(d, 'datetime')).toMatch(/^05\/01\/2025,? 3:04\s?pm$/i);
  });
  it('French reads the time on a 24-hour clock, never 3:04 PM', () => {
    expect(formatDate(d, 'datetime', 'fr')).toMatch(/^05\/01\/2025,? 15:04$/);
    expect(formatDate(new Date(2025, 0, 5, 0, 15), 'datetime', 'fr')).toMatch(/ 00:15$/);
  });
  it('localises the month', () => {
    expect(formatDate(d, 'DD Mon', 'fr')).toBe('05 janv.');
  });
  it('writes the Arabic comma in Arabic', () => {
    expect(formatDate(d, 'DD Mon, YYYY', 'ar')).toBe('05 يناير، 2025');
  });
  it('writes French dates the French way: abbreviation with its full stop, no comma', () => {
    expect(formatDate(d, 'DD Mon, YYYY', 'fr')).toBe('05 janv. 2025');
    expect(formatDate(d, 'Mon, YYYY', 'fr')).toBe('janv. 2025');
    expect(formatDate(d, 'Mon D, YYYY', 'fr')).toBe('5 janv. 2025');
    expect(formatDate(new Date(2025, 4, 9), 'DD Mon, YYYY', 'fr')).toBe('09 mai 2025');
  });
  it('isolates each side of a range, so the dash stays between them in Arabic', () => {
    expect(formatDateRange('2026-10-02', '2026-10-31', 'DD Mon, YYYY', 'ar')).toBe(
      '\u206802 أكتوبر\u060C 2026\u2069 – \u206831 أكتوبر\u060C 2026\u2069',
    );
  });
  it('empty for missing or invalid dates', () => {
    expect(formatDate(null, 'DD Mon')).toBe('');
    expect(formatDate('not a date', 'DD Mon')).toBe('');
  });
});

describe('daysRemaining', () => {
  const now = new Date('2025-01-01T12:00:00Z');
  it('counts whole days ahead', () => expect(daysRemaining('2025-01-11T12:00:00Z', now)).toBe(10));
  it('rounds part days up', () => expect(daysRemaining('2025-01-02T00:00:00Z', now)).toBe(1));
  it('is never negative', () => expect(daysRemaining('2024-12-01T00:00:00Z', now)).toBe(0));
  it('0 for an invalid date', () => expect(daysRemaining('x', now)).toBe(0));
});

describe('weekStart depends on the country', () => {
  it.each([
    ['en-US', 0],
    ['fr-FR', 1],
    ['ar-EG', 6],
  ])('%s -> %i', (locale, day) => expect(weekStart(locale)).toBe(day));
});

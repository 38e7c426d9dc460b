import { expect, it } from 'vitest';
import { fromMinor, isMoney, subtract, toMinor } from './money';
import { changePercent, monthOf } from './period';

it('reads and writes decimal strings in minor units, exactly', () => {
  expect(toMinor('12.5')).toBe(1250);
  expect(toMinor('0.10')).toBe(10);
  expect(toMinor('1234,56')).toBe(123456);
  expect(toMinor('-3.07')).toBe(-307);
  expect(toMinor('abc')).toBeNaN();
  expect(fromMinor(123456)).toBe('1234.56');
  expect(fromMinor(-5)).toBe('-0.05');
  expect(subtract('100.10', '0.20')).toBe('99.90');
  expect(subtract('0.3', '0.1')).toBe('0.20');
});

it('accepts the amounts the API accepts', () => {
  expect(isMoney('12')).toBe(true);
  expect(isMoney('12,50')).toBe(true);
  expect(isMoney('12.505')).toBe(false);
  expect(isMoney('-1')).toBe(false);
  expect(isMoney('')).toBe(false);
});

it('gives the month of a day and the change between periods', () => {
  expect(monthOf(new Date(2024, 1, 10))).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  expect(changePercent(150, 100)).toBe(50);
  expect(changePercent(-50, -100)).toBe(50);
  expect(changePercent(10, 0)).toBeNull();
});

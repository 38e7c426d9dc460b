import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useRowSelection } from './use-row-selection';

const page1 = [{ id: 'a' }, { id: 'b' }];
const page2 = [{ id: 'c' }];

it('ticks one row, every row of the page, none; starts again on another view', () => {
  const { result, rerender } = renderHook(({ rows, key }) => useRowSelection(rows, key), {
    initialProps: { rows: page1, key: 'page=1' },
  });
  act(() => result.current.onToggle('a'));
  expect([...result.current.selected]).toEqual(['a']);
  expect(result.current.allSelected).toBe(false);
  act(() => result.current.onToggleAll());
  expect([...result.current.selected].sort()).toEqual(['a', 'b']);
  expect(result.current.allSelected).toBe(true);
  act(() => result.current.onToggleAll());
  expect(result.current.selected.size).toBe(0);
  act(() => result.current.onToggle('b'));
  act(() => result.current.onToggle('b'));
  expect(result.current.selected.size).toBe(0);
  act(() => result.current.onToggle('a'));
  rerender({ rows: page1, key: 'page=1' });
  expect([...result.current.selected]).toEqual(['a']);
  rerender({ rows: page2, key: 'page=2' });
  expect(result.current.selected.size).toBe(0);
  act(() => result.current.onToggle('c'));
  act(() => result.current.clear());
  expect(result.current.selected.size).toBe(0);
});

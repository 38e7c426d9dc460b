// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { UiProvider } from '../provider';
import { SearchInput } from './search-input';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function searchBox(onSearch: (v: string) => void) {
  const view = render(
    <UiProvider>
      <SearchInput value="" onSearch={onSearch} label="Search orders" />
    </UiProvider>,
  );
  return view.getByRole('searchbox', { name: 'Search orders' });
}

it('searches once typing pauses, with the last text typed', () => {
  const onSearch = vi.fn();
  const box = searchBox(onSearch);
  fireEvent.change(box, { target: { value: 'ATL' } });
  fireEvent.change(box, { target: { value: 'ATL-003007' } });
  vi.advanceTimersByTime(299);
  expect(onSearch).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(onSearch.mock.calls).toEqual([['ATL-003007']]);
});

it('searches at once when the box loses focus (a click on a row), and not again later', () => {
  const onSearch = vi.fn();
  const box = searchBox(onSearch);
  fireEvent.change(box, { target: { value: 'ATL-003007' } });
  fireEvent.blur(box);
  expect(onSearch.mock.calls).toEqual([['ATL-003007']]);
  // the pending search does not fire after the click has taken the user elsewhere
  vi.advanceTimersByTime(1000);
  expect(onSearch).toHaveBeenCalledTimes(1);
  // leaving the box with nothing new typed searches nothing
  fireEvent.blur(box);
  expect(onSearch).toHaveBeenCalledTimes(1);
});

it('searches at once on Enter, and not again when the box then loses focus', () => {
  const onSearch = vi.fn();
  const box = searchBox(onSearch);
  fireEvent.change(box, { target: { value: '0661' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  fireEvent.blur(box);
  vi.advanceTimersByTime(1000);
  expect(onSearch.mock.calls).toEqual([['0661']]);
});

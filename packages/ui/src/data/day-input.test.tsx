// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { UiProvider } from '../provider';
import { DayInput } from './day-input';

afterEach(cleanup);

function mount(value?: string) {
  const onChange = vi.fn();
  const view = render(
    <UiProvider>
      <DayInput aria-label="From" value={value} onChange={onChange} />
    </UiProvider>,
  );
  return { onChange, input: view.getByLabelText('From') as HTMLInputElement };
}

it('shows an ISO day as dd/mm/yyyy and sends a whole typed day as ISO', () => {
  const { onChange, input } = mount('2026-11-01');
  expect(input.value).toBe('01/11/2026');
  fireEvent.change(input, { target: { value: '25/11/2026' } });
  expect(onChange).toHaveBeenCalledWith('2026-11-25');
});

it('marks a day that does not exist, keeps the text and sends nothing', () => {
  const { onChange, input } = mount();
  fireEvent.change(input, { target: { value: '31/02/2026' } });
  fireEvent.blur(input);
  expect(onChange).not.toHaveBeenCalled();
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.value).toBe('31/02/2026');
});

it('a cleared field clears the value', () => {
  const { onChange, input } = mount('2026-11-01');
  fireEvent.change(input, { target: { value: '' } });
  expect(onChange).toHaveBeenCalledWith(undefined);
});

it('keeps what was typed when the page hands back the day it sent a render later', () => {
  // The page: the URL takes the day, and the field gets it back as its value later.
  const onChange = vi.fn();
  const page = (value?: string) => (
    <UiProvider>
      <DayInput aria-label="To" value={value} onChange={onChange} />
    </UiProvider>
  );
  const view = render(page());
  const input = view.getByLabelText('To') as HTMLInputElement;
  fireEvent.change(input, { target: { value: '25/11/2026' } });
  expect(onChange).toHaveBeenCalledWith('2026-11-25');
  // typed on before the echo lands
  fireEvent.change(input, { target: { value: '31/02/2026' } });
  view.rerender(page('2026-11-25'));
  expect(input.value).toBe('31/02/2026');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  // a change from elsewhere (a reset, the URL) still shows
  view.rerender(page('2026-11-01'));
  expect(input.value).toBe('01/11/2026');
  expect(input.getAttribute('aria-invalid')).toBeNull();
});

it('keeps a wrong day typed after two quick ones while their echoes land one by one', () => {
  const onChange = vi.fn();
  const page = (value?: string) => (
    <UiProvider>
      <DayInput aria-label="To" value={value} onChange={onChange} />
    </UiProvider>
  );
  const view = render(page());
  const input = view.getByLabelText('To') as HTMLInputElement;
  fireEvent.change(input, { target: { value: '24/11/2026' } });
  fireEvent.change(input, { target: { value: '25/11/2026' } });
  fireEvent.change(input, { target: { value: '31/02/2026' } });
  expect(onChange.mock.calls).toEqual([['2026-11-24'], ['2026-11-25']]);
  // the first echo lands, then the second: neither is "a change from elsewhere"
  view.rerender(page('2026-11-24'));
  expect(input.value).toBe('31/02/2026');
  view.rerender(page('2026-11-25'));
  expect(input.value).toBe('31/02/2026');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  view.rerender(page('2026-11-01'));
  expect(input.value).toBe('01/11/2026');
});

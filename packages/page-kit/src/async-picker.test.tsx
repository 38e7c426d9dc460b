import { QueryClient, QueryClientProvider } from '@sp/api-client';
import { I18nextProvider, i18n } from '@sp/i18n';
import { UiProvider } from '@sp/ui';
import { cleanup, configure, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { AsyncPicker, type PickerSource } from './async-picker';
import { FilterPicker } from './filter-picker';

// Under the full suite (every package's tests at once on two cores) the typed search's
// debounce, fetch and re-render took longer than testing-library's 1 s default wait.
configure({ asyncUtilTimeout: 10_000 });

vi.mock('@sp/router', () => ({ useMatches: () => [] }));

type Courier = { id: string; name: string };
// 130 couriers: more than the 100 a page used to load.
const all: Courier[] = Array.from({ length: 130 }, (_, i) => ({
  id: `c${i + 1}`,
  name: `Courier ${String(i + 1).padStart(3, '0')}`,
}));

function source(): PickerSource<Courier> & { search: ReturnType<typeof vi.fn> } {
  const search = vi.fn(async (text: string) => {
    const items = all.filter((c) => c.name.includes(text));
    return { items: items.slice(0, 20), total: items.length };
  });
  return {
    queryKey: ['test', 'couriers', Math.random()],
    search,
    getOne: async (id) => all.find((c) => c.id === id)!,
    label: (c) => c.name,
  };
}

function wrap(node: React.ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <UiProvider>{node}</UiProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  if (!i18n.isInitialized)
    await i18n.init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

it('finds the 130th record by typing (the server searches), and says how many more match', async () => {
  const src = source();
  const onChange = vi.fn();
  const view = wrap(<AsyncPicker {...src} aria-label="Courier" value="" onChange={onChange} />);
  const box = view.getByRole('combobox', { name: 'Courier' });
  fireEvent.focus(box);
  expect(await view.findByText('110 more: type to narrow')).toBeTruthy();
  fireEvent.change(box, { target: { value: '130' } });
  fireEvent.click(await view.findByRole('option', { name: 'Courier 130' }));
  expect(onChange).toHaveBeenCalledWith('c130');
  expect(src.search).toHaveBeenCalledWith('130', expect.anything());
});

it('shows a chosen record’s name, and a fixed choice (“No courier”) without asking the server', async () => {
  const src = source();
  const getOne = vi.spyOn(src, 'getOne');
  const chosen = wrap(
    <AsyncPicker {...src} aria-label="Courier" value="c120" onChange={vi.fn()} />,
  );
  await waitFor(() =>
    expect(chosen.getByRole('combobox', { name: 'Courier' })).toHaveProperty(
      'value',
      'Courier 120',
    ),
  );
  cleanup();
  getOne.mockClear();
  const onChange = vi.fn();
  const view = wrap(
    <FilterPicker
      source={src}
      label="Courier"
      allLabel="All couriers"
      value="none"
      onChange={onChange}
      fixed={[{ id: 'none', text: 'No courier' }]}
    />,
  );
  const box = view.getByRole('combobox', { name: 'Courier' });
  expect(box).toHaveProperty('value', 'No courier');
  expect(getOne).not.toHaveBeenCalled();
  fireEvent.focus(box);
  fireEvent.click(await view.findByRole('option', { name: 'All couriers' }));
  expect(onChange).toHaveBeenCalledWith(undefined);
});

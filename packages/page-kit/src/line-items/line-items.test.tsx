import { I18nextProvider, i18n } from '@sp/i18n';
import { UiProvider } from '@sp/ui';
import {
  act,
  cleanup,
  configure,
  fireEvent,
  render,
  renderHook,
  waitFor,
  within,
} from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { LineTable } from './line-table';
import { MoneyRows, formatMinor } from './money-rows';
import { ProductSearch } from './product-search';
import { useLineItems, type LineItem } from './use-line-items';

// Under the full suite (every package's tests at once on two cores) a search and a re-render
// took longer than testing-library's 1 s default wait.
configure({ asyncUtilTimeout: 10_000 });

vi.mock('@sp/router', () => ({ useMatches: () => [] }));

type Product = {
  id: string;
  sku: string;
  name: string;
  barcode: string | null;
  priceMinor: number;
};
type Line = LineItem & { sku: string; name: string; unitPrice: string };

// 25 products: more than one page of matches (10).
const products: Product[] = Array.from({ length: 25 }, (_, i) => ({
  id: `p${i + 1}`,
  sku: `TSH-${String(i + 1).padStart(2, '0')}`,
  name: `Shirt ${i + 1}`,
  barcode: `6110000${i + 1}`,
  priceMinor: 1000 + i * 50,
}));

const search = vi.fn(async (text: string) => {
  const q = text.toLowerCase();
  const all = products.filter(
    (p) =>
      p.sku.toLowerCase().includes(q) || p.name.toLowerCase().includes(q) || p.barcode === text,
  );
  return { items: all.slice(0, 10), total: all.length };
});

const toMinor = (v: string) => Math.round(Number(v.replace(',', '.')) * 100) || 0;

function LinesForm({ initial = [] as Line[] }) {
  const lines = useLineItems<Line>(initial);
  const totals = lines.lines.map((l) => (Number(l.quantity) || 0) * toMinor(l.unitPrice));
  const errorOf = (i: number, field: string) =>
    field === 'quantity' && !/^[1-9]\d*$/.test(lines.lines[i]!.quantity)
      ? 'Whole units'
      : undefined;
  return (
    <>
      <ProductSearch<Product>
        search={search}
        suggest
        onPick={(p) =>
          lines.add([
            {
              productId: p.id,
              sku: p.sku,
              name: p.name,
              quantity: '1',
              unitPrice: String(p.priceMinor / 100),
            },
          ])
        }
        texts={{
          label: 'Find a product',
          placeholder: 'SKU',
          add: 'Add',
          matches: 'Matches',
          noMatch: (text) => `No product matches ${text}`,
        }}
      />
      <LineTable<Line>
        lines={lines.lines}
        keys={lines.keys}
        label="Lines"
        empty="No line yet"
        productHeader="Product"
        product={(l) => ({ name: l.name, sku: l.sku })}
        columns={[
          {
            field: 'quantity',
            header: 'Quantity',
            label: (l) => `Quantity of ${l.sku}`,
            inputMode: 'numeric',
          },
          { field: 'unitPrice', header: 'Unit price', label: (l) => `Unit price of ${l.sku}` },
          { header: 'Line total', render: (_l, i) => formatMinor(totals[i]!, 'MAD', 'en') },
        ]}
        errorOf={errorOf}
        removeHeader="Remove"
        removeLabel={(l) => `Remove ${l.sku}`}
        onChange={lines.change}
        onRemove={lines.remove}
      />
      <MoneyRows
        label="Totals"
        currency="MAD"
        rows={[null, { label: 'Total', minor: totals.reduce((a, b) => a + b, 0), testId: 'total' }]}
      />
    </>
  );
}

const view = (node: React.ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>{node}</UiProvider>
    </I18nextProvider>,
  );

beforeAll(async () => {
  if (!i18n.isInitialized)
    await i18n.init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  search.mockClear();
});

const NBSP = '\u00a0';
const scan = (v: ReturnType<typeof view>, code: string) => {
  const box = v.getByRole('textbox', { name: 'Find a product' });
  fireEvent.change(box, { target: { value: code } });
  fireEvent.submit(box.closest('form')!);
};

it('adds a scanned SKU at once, a second scan adds a unit to its line, and the total follows', async () => {
  const v = view(<LinesForm />);
  expect(v.getByText('No line yet')).toBeTruthy();
  scan(v, 'TSH-03');
  const qty = await v.findByRole('textbox', { name: 'Quantity of TSH-03' });
  expect((qty as HTMLInputElement).value).toBe('1');
  expect(v.getByTestId('total').textContent).toBe(`MAD${NBSP}11.00`);
  scan(v, '61100003');
  await waitFor(
    () =>
      expect(
        (v.getByRole('textbox', { name: 'Quantity of TSH-03' }) as HTMLInputElement).value,
      ).toBe('2'),
    { timeout: 5000 },
  );
  expect(v.getAllByRole('row', { name: 'TSH-03' })).toHaveLength(1);
  expect(v.getByTestId('total').textContent).toBe(`MAD${NBSP}22.00`);
});

it('lists the matches of a name with how many more match, and picks one', async () => {
  const v = view(<LinesForm />);
  scan(v, 'shirt');
  const list = await v.findByRole('listbox', { name: 'Matches' });
  expect(within(list).getAllByRole('option')).toHaveLength(10);
  expect(within(list).getByText('15 more: type to narrow')).toBeTruthy();
  fireEvent.click(within(list).getByRole('option', { name: /TSH-07/ }));
  expect(await v.findByRole('row', { name: 'TSH-07' })).toBeTruthy();
  expect(v.queryByRole('listbox')).toBeNull();
});

it('suggests while typing without adding, and says when nothing matches', async () => {
  const v = view(<LinesForm />);
  fireEvent.change(v.getByRole('textbox', { name: 'Find a product' }), { target: { value: 'zz' } });
  expect(await v.findByText('No product matches zz')).toBeTruthy();
  expect(v.getByText('No line yet')).toBeTruthy();
});

it('keeps typed values, shows a line’s problem under its field, and removes a line', async () => {
  const start: Line[] = [
    { productId: 'p1', sku: 'TSH-01', name: 'Shirt 1', quantity: '2', unitPrice: '10' },
    { productId: 'p2', sku: 'TSH-02', name: 'Shirt 2', quantity: '1', unitPrice: '10.5' },
  ];
  const v = view(<LinesForm initial={start} />);
  expect(v.getByTestId('total').textContent).toBe(`MAD${NBSP}30.50`);
  const qty = v.getByRole('textbox', { name: 'Quantity of TSH-01' });
  fireEvent.change(qty, { target: { value: '0' } });
  expect(await v.findByText('Whole units')).toBeTruthy();
  fireEvent.change(v.getByRole('textbox', { name: 'Unit price of TSH-02' }), {
    target: { value: '4,25' },
  });
  fireEvent.change(qty, { target: { value: '3' } });
  await waitFor(() => expect(v.getByTestId('total').textContent).toBe(`MAD${NBSP}34.25`), {
    timeout: 5000,
  });
  expect(v.queryByText('Whole units')).toBeNull();
  fireEvent.click(v.getByRole('button', { name: 'Remove TSH-01' }));
  await waitFor(() => expect(v.queryByRole('row', { name: 'TSH-01' })).toBeNull(), {
    timeout: 5000,
  });
  expect(v.getByTestId('total').textContent).toBe(`MAD${NBSP}4.25`);
});

it('holds lines that are not products (an allocation’s picks): filled later, ticked and typed', () => {
  type PickLine = { key: string; checked: boolean; amount: string };
  const hook = renderHook(() => useLineItems<PickLine>([]));
  expect(hook.result.current.lines).toEqual([]);
  act(() =>
    hook.result.current.replace([
      { key: 'o1', checked: false, amount: '120.00' },
      { key: 'o2', checked: false, amount: '80.00' },
    ]),
  );
  act(() => hook.result.current.change(1, { checked: true, amount: '50' }));
  act(() => hook.result.current.change(-1, { checked: true }));
  expect(hook.result.current.lines).toEqual([
    { key: 'o1', checked: false, amount: '120.00' },
    { key: 'o2', checked: true, amount: '50' },
  ]);
  expect(new Set(hook.result.current.keys).size).toBe(2);
});

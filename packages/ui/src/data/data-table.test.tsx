// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { UiProvider } from '../provider';
import { DataTable, type DataColumn } from './data-table';

afterEach(cleanup);

interface Row { id: string; supplier: string; received: string }
const columns: DataColumn<Row>[] = [
  { id: 'supplier', header: 'Supplier', cell: (r) => r.supplier },
  { id: 'received', header: 'Received', cell: (r) => r.received },
];

it('isolates text cells in their own direction, not figures', () => {
  const view = render(
    <UiProvider>
      <DataTable caption="Purchases" columns={columns} rowId={(r) => r.id} rows={[{ id: '1', supplier: 'Shenzhen Bright Electronics Co.', received: '0 / 540' }]} />
    </UiProvider>,
  );
  const [supplier, received] = view.getAllByRole('cell');
  // <bdi> takes its direction from its first letter: the final dot stays at the end in Arabic
  expect(supplier!.querySelector('bdi')?.textContent).toBe('Shenzhen Bright Electronics Co.');
  // figures keep the table's direction
  expect(received!.querySelector('bdi')).toBeNull();
  expect(received!.textContent).toBe('0 / 540');
});

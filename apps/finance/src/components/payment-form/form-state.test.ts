import { expect, it } from 'vitest';
import { bodyOf, emptyDraft, problemsOf, serverFieldErrors, updateBodyOf } from './form-state';

const store = '00000000-0000-4000-8000-000000000001';
const agent = '00000000-0000-4000-8000-000000000002';

it('asks for the counterparty the kind names', () => {
  const d = emptyDraft(store, '2025-01-05', { amount: '10' });
  expect(problemsOf(d, false)).toEqual({ agentId: 'validation.agentRequired' });
  expect(problemsOf({ ...d, kind: 'supplier_payment' }, false)).toEqual({
    supplierId: 'validation.supplierRequired',
  });
  expect(problemsOf({ ...d, kind: 'expense' }, false)).toEqual({
    expenseCategory: 'validation.categoryRequired',
  });
  expect(problemsOf({ ...d, kind: 'other_in', amount: '1.234' }, false)).toEqual({
    amount: 'validation.money',
  });
});

it('sends only the counterparty of the kind, and an edit never changes who or where', () => {
  const d = emptyDraft(store, '2025-01-05', {
    agentId: agent,
    supplierId: 'left over',
    counterparty: 'typed',
    amount: '1 200,5'.replace(' ', ''),
  });
  expect(bodyOf(d)).toMatchObject({
    kind: 'cod_remittance',
    agentId: agent,
    supplierId: null,
    counterparty: '',
    amount: '1200.5',
  });
  const edit = updateBodyOf({ ...d, kind: 'other_in' });
  expect(edit).toMatchObject({ counterparty: 'typed', amount: '1200.5' });
  expect(edit).not.toHaveProperty('storeId');
  expect(edit).not.toHaveProperty('kind');
});

it('puts the API field errors under their fields', () => {
  const error = {
    code: 'validation_failed',
    details: [
      { path: 'amount', message: 'Too big' },
      { path: 'body.x', message: '?' },
      { path: 'paidOn', message: 'No' },
    ],
  };
  expect(serverFieldErrors(error)).toEqual(['amount', 'paidOn']);
  expect(serverFieldErrors(new Error('x'))).toEqual([]);
});

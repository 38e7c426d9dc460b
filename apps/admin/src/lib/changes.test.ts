import { expect, it } from 'vitest';
import { translatorOf } from '../i18n/translator';
import { actionLabel, changedFields, fieldLabel, humanize, recordPath, showValue } from './changes';

const texts: Record<string, string> = {
  'audit.actions.reset_password': 'Password reset',
  'audit.fields.storeIds': 'Stores',
  'audit.values.none': 'none',
  'audit.values.yes': 'yes',
  'role.agent': 'Agent',
};
const t = (key: string, options?: { defaultValue?: string }) =>
  texts[key] ?? options?.defaultValue ?? key;

it('lists the fields that changed, with their values', () => {
  expect(
    changedFields(
      { role: 'agent', name: 'A', stores: [1] },
      { role: 'admin', name: 'A', stores: [1, 2] },
    ),
  ).toEqual([
    { field: 'role', before: 'agent', after: 'admin' },
    { field: 'stores', before: [1], after: [1, 2] },
  ]);
  expect(changedFields(null, { name: 'B' })).toEqual([
    { field: 'name', before: undefined, after: 'B' },
  ]);
});

it('names actions and fields as people read them, codes without a text humanized', () => {
  expect(actionLabel(t, 'reset_password')).toBe('Password reset');
  expect(actionLabel(t, 'cancel_rest')).toBe('Cancel rest');
  expect(fieldLabel(t, 'storeIds')).toBe('Stores');
  expect(fieldLabel(t, 'twoFactorEnabled')).toBe('Two factor enabled');
  expect(humanize('fullName')).toBe('Full name');
});

it('shows values: nothing, an empty list, flags, roles and ids by name', () => {
  const names = new Map([['s1', 'Atlas Casablanca']]);
  expect(showValue(t, 'note', null)).toBe('—');
  expect(showValue(t, 'storeIds', [])).toBe('none');
  expect(showValue(t, 'storeIds', ['s1', 's2'], { names })).toBe('Atlas Casablanca, s2');
  expect(showValue(t, 'twoFactorEnabled', true)).toBe('yes');
  expect(showValue(t, 'role', 'agent')).toBe('Agent');
});

it("reads a status as its record's: an order's pending is not a user's (the Arabic texts)", async () => {
  const lookup = translatorOf((await import('../i18n/ar.json')).default);
  expect(showValue(lookup, 'status', 'pending', { recordType: 'Order' })).toBe('قيد الانتظار');
  expect(showValue(lookup, 'status', 'pending', { recordType: 'User' })).toBe('بانتظار الموافقة');
  expect(showValue(lookup, 'status', 'partially_received', { recordType: 'Purchase' })).toBe(
    'مستلم جزئيًا',
  );
  expect(showValue(lookup, 'paymentMethod', 'cod')).toBe('الدفع عند الاستلام');
  expect(fieldLabel(lookup, 'total')).toBe('الإجمالي');
  expect(fieldLabel(lookup, 'rows')).toBe('الصفوف');
});

it('opens an entry’s record on its page, except an import’s (its id is the import’s)', () => {
  expect(recordPath({ action: 'shipped', recordType: 'Order', recordId: 'o1' })).toBe('/orders/o1');
  expect(recordPath({ action: 'create', recordType: 'Payment', recordId: 'p1' })).toBe(
    '/payment/p1',
  );
  expect(recordPath({ action: 'import', recordType: 'Order', recordId: 'i1' })).toBeNull();
  expect(recordPath({ action: 'update', recordType: 'User', recordId: 'u1' })).toBeNull();
});

it('reads an agency’s records in French: a lead’s status, its source, a due instant, a birth day', async () => {
  const lookup = translatorOf((await import('../i18n/fr.json')).default);
  expect(showValue(lookup, 'status', 'applied', { recordType: 'Lead' })).toBe(
    'Candidature déposée',
  );
  expect(showValue(lookup, 'status', 'done', { recordType: 'Task' })).toBe('Terminée');
  expect(showValue(lookup, 'source', 'walk_in')).toBe('Visite à l’agence');
  expect(showValue(lookup, 'language', 'ar')).toBe('Arabe');
  expect(showValue(lookup, 'dateOfBirth', '2004-03-09', { language: 'fr' })).toBe('09 mars 2004');
  expect(showValue(lookup, 'dueAt', '2026-11-27T09:30:00.000Z', { language: 'fr' })).toMatch(
    /^27\/11\/2026/,
  );
  expect(actionLabel(lookup, 'complete')).toBe('Terminée');
  expect(fieldLabel(lookup, 'subAgency')).toBe('Sous-agence');
});

import { beforeAll, expect, it } from 'vitest';
import fr from '../i18n/fr.json';
import { translatorOf, translatorOfNamespaces } from '../i18n/translator';
import { agencyTexts, ordersTexts, registerTestVocabularies } from './audit-fixture';
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

beforeAll(registerTestVocabularies);

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

it("reads a status as its record's, in its remote's words: an order's pending is not a lead's", () => {
  const lookup = translatorOfNamespaces({ admin: fr, orders: ordersTexts, agency: agencyTexts });
  expect(showValue(lookup, 'status', 'pending', { recordType: 'Order' })).toBe('En attente');
  expect(showValue(lookup, 'status', 'pending', { recordType: 'Lead' })).toBe(
    'Prospect en attente',
  );
  expect(showValue(lookup, 'status', 'pending', { recordType: 'User' })).toBe(fr.status.pending);
  // A code and a field are found in the remote that registered them, whatever the type.
  expect(showValue(lookup, 'paymentMethod', 'cod', { recordType: 'Lead' })).toBe(
    'Paiement à la livraison',
  );
  expect(fieldLabel(lookup, 'agentId', 'Order')).toBe('Livreur');
  expect(actionLabel(lookup, 'shipped', 'Order')).toBe('Expédiée');
  // The platform's words stay the admin's.
  expect(fieldLabel(lookup, 'total')).toBe(fr.audit.fields.total);
  expect(fieldLabel(lookup, 'rows')).toBe(fr.audit.fields.rows);
  expect(showValue(lookup, 'language', 'ar')).toBe('Arabe');
});

it('opens an entry’s record on its page, except an import’s (its id is the import’s)', () => {
  expect(recordPath({ action: 'shipped', recordType: 'Order', recordId: 'o1' })).toBe('/orders/o1');
  // Payments' remote registered nothing here: no page to open.
  expect(recordPath({ action: 'create', recordType: 'Payment', recordId: 'p1' })).toBeNull();
  expect(recordPath({ action: 'import', recordType: 'Order', recordId: 'i1' })).toBeNull();
  expect(recordPath({ action: 'update', recordType: 'User', recordId: 'u1' })).toBeNull();
});

it('reads days and instants as the reader writes them', () => {
  const lookup = translatorOf(fr);
  expect(showValue(lookup, 'dateOfBirth', '2004-03-09', { language: 'fr' })).toBe('09 mars 2004');
  expect(showValue(lookup, 'dueAt', '2026-11-27T09:30:00.000Z', { language: 'fr' })).toMatch(
    /^27\/11\/2026/,
  );
});

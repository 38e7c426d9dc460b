import { subjectsOfModules } from '@sp/contracts';
import { expect, it } from 'vitest';
import en from '../i18n/en.json';
import { translatorOf } from '../i18n/translator';
import { recordTypeLabel, recordTypesOf } from './record-types';

const t = translatorOf(en);

it('offers an agency its own record types, its configuration one by one, and no orders', () => {
  const types = recordTypesOf(new Set(subjectsOfModules(['agency', 'admin'])), false);
  expect(types).toEqual(
    expect.arrayContaining([
      'Lead',
      'Task',
      'Agency',
      'Programme',
      'Terms',
      'User',
      'NotificationPreferences',
    ]),
  );
  expect(types).not.toContain('Order');
  expect(types).not.toContain('Supplier');
  expect(types).not.toContain('Tenant');
});

it('offers a seller suppliers with purchases, and tenants only to a super admin', () => {
  const subjects = new Set(
    subjectsOfModules(['orders', 'inventory', 'purchase', 'finance', 'admin']),
  );
  expect(recordTypesOf(subjects, false)).toEqual(
    expect.arrayContaining(['Order', 'Product', 'Purchase', 'Supplier', 'Payment', 'Inventory']),
  );
  expect(recordTypesOf(subjects, false)).not.toContain('Lead');
  expect(recordTypesOf(subjects, true)).toContain('Tenant');
});

it('names every record type in English, the ones without a subject of their own too', () => {
  const all = recordTypesOf(
    new Set(subjectsOfModules(['orders', 'inventory', 'purchase', 'finance', 'agency', 'admin'])),
    true,
  );
  // "Inventory" is its own name; every other type reads differently from its code.
  for (const type of all.filter((x) => x !== 'Inventory'))
    expect(recordTypeLabel(t, type), type).not.toBe(type);
  expect(recordTypeLabel(t, 'AgeBand')).toBe('Age bands');
  expect(recordTypeLabel(t, 'NotificationPreferences')).toBe('Notification preferences');
  expect(recordTypeLabel(t, 'Order')).toBe(en.subject.Order);
});

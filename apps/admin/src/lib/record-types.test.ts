import { auditRecordTypes, subjectsOfModules } from '@sp/contracts';
import { beforeAll, expect, it } from 'vitest';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { translatorOf, translatorOfNamespaces } from '../i18n/translator';
import { remote } from '../remote';
import { agencyTexts, ordersTexts, registerTestVocabularies } from './audit-fixture';
import { recordTypeLabel, recordTypesOf } from './record-types';

beforeAll(() => {
  expect(remote.id).toBe('admin'); // the admin's contract registered the platform's types
  registerTestVocabularies();
});

it('offers the types the loaded remotes registered, of the tenant’s own modules', () => {
  const agency = recordTypesOf(new Set(subjectsOfModules(['agency', 'admin'])), false);
  expect(agency).toEqual(
    expect.arrayContaining(['Lead', 'AgeBand', 'User', 'NotificationPreferences']),
  );
  expect(agency).not.toContain('Order');
  expect(agency).not.toContain('Tenant');
  const seller = recordTypesOf(new Set(subjectsOfModules(['orders', 'admin'])), false);
  expect(seller).toContain('Order');
  expect(seller).not.toContain('Lead');
  expect(recordTypesOf(new Set(subjectsOfModules(['orders', 'admin'])), true)).toContain('Tenant');
});

it('lists the admin’s types first, then each remote’s in the catalogue’s order, whatever loaded first', () => {
  const all = new Set(subjectsOfModules(['orders', 'agency', 'admin']));
  const types = recordTypesOf(all, true);
  expect(types.slice(0, 5)).toEqual([
    'User',
    'Role',
    'Tenant',
    'NotificationPreferences',
    'FulfillmentAgent',
  ]);
  expect(types.indexOf('Order')).toBeLessThan(types.indexOf('Lead'));
  expect(auditRecordTypes().find((r) => r.type === 'Order')?.ns).toBe('orders');
});

it('names a type in its remote’s words; one no loaded remote registers by its subject, never its code', () => {
  const t = translatorOfNamespaces({ admin: fr, orders: ordersTexts, agency: agencyTexts });
  expect(recordTypeLabel(t, 'Order')).toBe('Commandes');
  expect(recordTypeLabel(t, 'AgeBand')).toBe("Tranches d'âge");
  expect(recordTypeLabel(t, 'NotificationPreferences')).toBe(
    fr.audit.recordTypes.NotificationPreferences,
  );
  expect(recordTypeLabel(t, 'User')).toBe(fr.subject.User);
  // Payments' remote is not loaded: its subject's name (the admin's roles grid has it).
  expect(recordTypeLabel(t, 'Payment')).toBe(fr.subject.Payment);
  // No remote and no subject: humanised.
  expect(recordTypeLabel(translatorOf(en), 'CostComponent')).toBe('Cost component');
});

it('keeps no domain’s words in the admin remote', () => {
  for (const texts of [en, fr])
    expect(Object.keys(texts.audit)).not.toEqual(expect.arrayContaining(['statuses']));
  expect(Object.keys(en.audit.fields)).not.toContain('trackingNumber');
  expect(Object.keys(en.audit.recordTypes)).toEqual(['NotificationPreferences']);
});

import { expect, it, vi } from 'vitest';
import {
  auditNamespaces,
  auditRecordType,
  auditRecordTypes,
  auditVocabularyVersion,
  subscribeAuditVocabulary,
} from './audit';
import { defineRemote } from './remote';

const translations = { en: async () => ({}), fr: async () => ({}), ar: async () => ({}) };

it('fills the audit registry from a remote’s contract, replaced when the remote loads again', () => {
  const heard = vi.fn();
  const stop = subscribeAuditVocabulary(heard);
  const before = auditVocabularyVersion();
  defineRemote({
    id: 'orders',
    translations,
    audit: [{ type: 'Order', subject: 'Order', labelKey: 'audit.recordTypes.Order' }],
  });
  expect(heard).toHaveBeenCalledTimes(1);
  expect(auditVocabularyVersion()).toBe(before + 1);
  expect(auditRecordType('Order')).toMatchObject({ ns: 'orders', subject: 'Order' });
  // A retried remote (a new deployment) replaces its words, never adds them twice.
  defineRemote({
    id: 'orders',
    translations,
    audit: [
      { type: 'Order', subject: 'Order', labelKey: 'audit.recordTypes.Order', link: (id) => id },
    ],
  });
  expect(auditRecordTypes().filter((r) => r.type === 'Order')).toHaveLength(1);
  expect(auditRecordType('Order')?.link?.('o1')).toBe('o1');
  expect(auditNamespaces()).toEqual(['orders']);
  stop();
  defineRemote({ id: 'purchase', translations, audit: [] });
  expect(heard).toHaveBeenCalledTimes(2);
  expect(auditRecordType('Lead')).toBeUndefined();
});

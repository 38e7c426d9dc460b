import type { AuditRecordType } from '@sp/contracts';

/**
 * The platform's record types in the audit log, named in this remote's words. Each domain's
 * remote registers its own (its audit-vocabulary.ts); the audit page renders them all.
 */
export const auditVocabulary: AuditRecordType[] = [
  { type: 'User', subject: 'User', labelKey: 'subject.User' },
  { type: 'Role', subject: 'Role', labelKey: 'subject.Role' },
  { type: 'Tenant', subject: 'Tenant', labelKey: 'subject.Tenant' },
  {
    type: 'NotificationPreferences',
    subject: 'Notification',
    labelKey: 'audit.recordTypes.NotificationPreferences',
  },
  { type: 'FulfillmentAgent', subject: 'FulfillmentAgent', labelKey: 'subject.FulfillmentAgent' },
];

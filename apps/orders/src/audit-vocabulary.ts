import type { AuditRecordType } from '@sp/contracts';
import { ordersPaths } from '@sp/contracts/paths';

/**
 * This remote's record types in the audit log (issue 34): the admin's audit page names them,
 * and opens their records, with what is registered here; the texts (type names, fields,
 * statuses, codes, actions) are under `audit` in this remote's i18n.
 */
export const auditVocabulary: AuditRecordType[] = [
  { type: 'Order', subject: 'Order', labelKey: 'audit.recordTypes.Order', link: ordersPaths.order },
];

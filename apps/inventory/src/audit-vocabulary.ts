import type { AuditRecordType } from '@sp/contracts';
import { inventoryPaths } from '@sp/contracts/paths';

/**
 * This remote's record types in the audit log (issue 34): the admin's audit page names them,
 * and opens their records, with what is registered here; the texts (type names, fields,
 * statuses, codes, actions) are under `audit` in this remote's i18n.
 */
export const auditVocabulary: AuditRecordType[] = [
  { type: 'Store', subject: 'Store', labelKey: 'audit.recordTypes.Store' },
  {
    type: 'Product',
    subject: 'Product',
    labelKey: 'audit.recordTypes.Product',
    link: inventoryPaths.product,
  },
  { type: 'Service', subject: 'Service', labelKey: 'audit.recordTypes.Service' },
  { type: 'Inventory', subject: 'Inventory', labelKey: 'audit.recordTypes.Inventory' },
];

import type { AuditRecordType } from '@sp/contracts';
import { agencyPaths } from '@sp/contracts/paths';

/**
 * This remote's record types in the audit log (issue 34): the admin's audit page names them,
 * and opens their records, with what is registered here; the texts (type names, fields,
 * statuses, codes, actions) are under `audit` in this remote's i18n.
 */
export const auditVocabulary: AuditRecordType[] = [
  { type: 'Lead', subject: 'Lead', labelKey: 'audit.recordTypes.Lead', link: agencyPaths.lead },
  { type: 'Task', subject: 'Task', labelKey: 'audit.recordTypes.Task' },
  { type: 'Agency', subject: 'Agency', labelKey: 'audit.recordTypes.Agency' },
  { type: 'Destination', subject: 'AgencyConfig', labelKey: 'audit.recordTypes.Destination' },
  { type: 'Programme', subject: 'AgencyConfig', labelKey: 'audit.recordTypes.Programme' },
  { type: 'CostComponent', subject: 'AgencyConfig', labelKey: 'audit.recordTypes.CostComponent' },
  {
    type: 'PaymentSchedule',
    subject: 'AgencyConfig',
    labelKey: 'audit.recordTypes.PaymentSchedule',
  },
  {
    type: 'ProgrammeCondition',
    subject: 'AgencyConfig',
    labelKey: 'audit.recordTypes.ProgrammeCondition',
  },
  { type: 'Commission', subject: 'AgencyConfig', labelKey: 'audit.recordTypes.Commission' },
  { type: 'TaskType', subject: 'AgencyConfig', labelKey: 'audit.recordTypes.TaskType' },
  { type: 'AgeBand', subject: 'AgencyConfig', labelKey: 'audit.recordTypes.AgeBand' },
  { type: 'Terms', subject: 'AgencyConfig', labelKey: 'audit.recordTypes.Terms' },
];

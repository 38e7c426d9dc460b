/** The agency CRM's API (issue 15): configuration, leads, tasks, sub-agencies, quotes, commission. */
export * from './agency-config';
export * from './agency-leads';

/** Error codes of the agency routes, beside the common ones of errors.ts. */
export const agencyErrorCodes = [
  'lost_reason_required',
  'lead_enrolled_final',
  'programme_required',
  'lead_duplicate',
  'terms_not_published',
  'dependents_not_allowed',
] as const;
export type AgencyErrorCode = (typeof agencyErrorCodes)[number];

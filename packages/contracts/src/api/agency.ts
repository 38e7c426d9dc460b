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
  // Issue 32. For these, each detail's `message` is the name of what broke the rule (an age
  // band, a schedule line), so the client can name it in the reader's language.
  'terms_not_accepted',
  'terms_outdated',
  'terms_quote_outdated',
  'commission_choice_required',
  'schedule_shares_not_100',
  'schedule_fixed_exceeds_total',
] as const;
export type AgencyErrorCode = (typeof agencyErrorCodes)[number];

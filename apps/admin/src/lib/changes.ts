import {
  agencyPaths,
  financePaths,
  inventoryPaths,
  ordersPaths,
  purchasePaths,
} from '@sp/contracts/paths';
import type { Translate } from '@sp/i18n';
import { formatDate } from '@sp/ui';

/** The fields an audit entry changed, with their values before and after. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { field: string; before: unknown; after: unknown }[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return keys
    .filter((k) => JSON.stringify(before?.[k]) !== JSON.stringify(after?.[k]))
    .map((field) => ({ field, before: before?.[field], after: after?.[field] }));
}

/** `fullName` -> "Full name", `reset_password` -> "Reset password": for a code no text names yet. */
export function humanize(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An audit action as people read it (`reset_password` -> "Password reset"). */
export const actionLabel = (t: Translate, action: string) =>
  t(`audit.actions.${action}`, { defaultValue: humanize(action) });

/** A changed field's name as people read it (`storeIds` -> "Stores"). */
export const fieldLabel = (t: Translate, field: string) =>
  t(`audit.fields.${field}`, { defaultValue: humanize(field) });

/** What a value is read with: names of ids, the record's type (whose statuses), the reader's language (dates). */
export interface ValueContext {
  names?: Map<string, string>;
  recordType?: string;
  language?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A value as short text: nothing is "—", an empty list "none", yes/no for flags, a role or a
 * status by its name (an order's "pending" is not a user's), a known code by its name
 * (`audit.codes.<field>.<code>`), ids by their name when known, days and instants as the
 * reader writes them; other codes as they are.
 */
export function showValue(
  t: Translate,
  field: string,
  value: unknown,
  { names = new Map(), recordType = '', language = 'en' }: ValueContext = {},
): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'audit.values.yes' : 'audit.values.no');
  if (Array.isArray(value)) {
    if (!value.length) return t('audit.values.none');
    return value
      .map((v) => (typeof v === 'string' ? (names.get(v) ?? v) : JSON.stringify(v)))
      .join(', ');
  }
  if (typeof value === 'string') {
    if (field === 'role') return t(`role.${value}`, { defaultValue: value });
    if (field === 'status')
      return t(`audit.statuses.${recordType}.${value}`, {
        defaultValue: t(`status.${value}`, { defaultValue: value }),
      });
    if (DAY.test(value)) return formatDate(value, 'DD Mon, YYYY', language);
    if (INSTANT.test(value)) return formatDate(value, 'datetime', language);
    return t(`audit.codes.${field}.${value}`, { defaultValue: names.get(value) ?? value });
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The page of each record type that has one (the remotes' detail routes). */
const RECORD_PAGES: Record<string, (id: string) => string> = {
  Order: ordersPaths.order,
  Purchase: purchasePaths.purchase,
  Payment: financePaths.payment,
  Product: inventoryPaths.product,
  Lead: agencyPaths.lead,
};

/**
 * Where an audit entry's record opens, if it has a page. An import's entry names the
 * import, not a record of its type, so it has none.
 */
export function recordPath(entry: {
  action: string;
  recordType: string;
  recordId: string;
}): string | null {
  const page = RECORD_PAGES[entry.recordType];
  return page && entry.action !== 'import' ? page(entry.recordId) : null;
}

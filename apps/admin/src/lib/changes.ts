import { auditNamespaces, auditRecordType } from '@sp/contracts';
import type { Translate } from '@sp/i18n';
import { formatDate } from '@sp/ui';
import { humanize } from './humanize';

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

export { humanize } from './humanize';

/**
 * Where an audit text is looked for: the namespace of the remote that registered the
 * entry's record type, then the admin's own (the platform's words), then every other
 * remote that registered a vocabulary (a field met outside its own type).
 */
export function auditTextNamespaces(recordType?: string): string[] {
  const own = recordType ? auditRecordType(recordType)?.ns : undefined;
  return [...new Set([own, 'admin', ...auditNamespaces()].filter((ns): ns is string => !!ns))];
}

/** An audit action as people read it (`reset_password` -> "Password reset"). */
export const actionLabel = (t: Translate, action: string, recordType?: string) =>
  t(`audit.actions.${action}`, {
    ns: auditTextNamespaces(recordType),
    defaultValue: humanize(action),
  });

/** A changed field's name as people read it (`storeIds` -> "Stores"). */
export const fieldLabel = (t: Translate, field: string, recordType?: string) =>
  t(`audit.fields.${field}`, {
    ns: auditTextNamespaces(recordType),
    defaultValue: humanize(field),
  });

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
    const ns = auditTextNamespaces(recordType);
    if (field === 'role') return t(`role.${value}`, { ns: 'admin', defaultValue: value });
    if (field === 'status')
      return t(`audit.statuses.${recordType}.${value}`, {
        ns,
        defaultValue: t(`status.${value}`, { ns: 'admin', defaultValue: humanize(value) }),
      });
    if (DAY.test(value)) return formatDate(value, 'DD Mon, YYYY', language);
    if (INSTANT.test(value)) return formatDate(value, 'datetime', language);
    return t(`audit.codes.${field}.${value}`, { ns, defaultValue: names.get(value) ?? value });
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Where an audit entry's record opens, if its remote gave its type a page. An import's
 * entry names the import, not a record of its type, so it has none.
 */
export function recordPath(entry: {
  action: string;
  recordType: string;
  recordId: string;
}): string | null {
  const link = auditRecordType(entry.recordType)?.link;
  return link && entry.action !== 'import' ? link(entry.recordId) : null;
}

import type { Translate } from '@sp/i18n';
import {
  auditRecordType,
  auditRecordTypes,
  MODULE_NAMES,
  type RegisteredAuditType,
} from '@sp/contracts';
import { humanize } from './humanize';

/** The admin's own types first, then each remote's in the catalogue's order (not load order). */
const rankOf = (ns: string) => (ns === 'admin' ? -1 : MODULE_NAMES.indexOf(ns as never));

/**
 * The record types of a tenant with these subjects, among those the loaded remotes
 * registered; tenants themselves only for a super admin.
 */
export const recordTypesOf = (
  subjects: ReadonlySet<string> | null,
  isSuperAdmin: boolean,
  registered: RegisteredAuditType[] = auditRecordTypes(),
) =>
  [...registered]
    .sort((a, b) => rankOf(a.ns) - rankOf(b.ns))
    .filter((r) => (r.type === 'Tenant' ? isSuperAdmin : Boolean(subjects?.has(r.subject))))
    .map((r) => r.type);

/**
 * A record type by its name, in the words of the remote that registered it. A type no
 * loaded remote registers (the tenant lost that module) reads as its ability subject's
 * name, else humanised: never its code.
 */
export const recordTypeLabel = (t: Translate, type: string) => {
  const fallback = t(`subject.${type}`, { ns: 'admin', defaultValue: humanize(type) });
  const known = auditRecordType(type);
  return known ? t(known.labelKey, { ns: known.ns, defaultValue: fallback }) : fallback;
};

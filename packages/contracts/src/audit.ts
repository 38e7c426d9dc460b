/**
 * The audit log's vocabulary, contributed by the remotes (issue 34): each remote names the
 * record types its domain writes to the audit log, where a record opens, and carries the
 * texts (record type names, field names, statuses, codes) in its own i18n namespace. The
 * admin remote's audit page renders what is registered; it knows no domain.
 *
 * The registry lives in '@sp/contracts' because that is a federation singleton: a remote
 * fills it when its contract (`./remote`) loads, the admin page reads the same instance.
 *
 * Texts, in the registering remote's namespace:
 * - `labelKey` of each record type (usually `audit.recordTypes.<Type>`);
 * - `audit.fields.<field>`: a changed field's name;
 * - `audit.statuses.<Type>.<status>`: a status of that type;
 * - `audit.codes.<field>.<code>`: a code value of that field.
 */
export interface AuditRecordType {
  /** The API's record type, e.g. 'Order'. */
  type: string;
  /** The ability subject a tenant has when it has this type (the filter offers it then). */
  subject: string;
  /** i18n key of the type's name, in the remote's namespace. */
  labelKey: string;
  /** The record's page, where it has one. */
  link?: (id: string) => string;
}

export interface AuditVocabulary {
  /** The remote's id, which is also its i18n namespace. */
  ns: string;
  recordTypes: AuditRecordType[];
}

export type RegisteredAuditType = AuditRecordType & { ns: string };

const vocabularies = new Map<string, AuditVocabulary>();
const listeners = new Set<() => void>();
let version = 0;

/** A remote's audit vocabulary; registering again (a retried remote) replaces it. */
export function registerAuditVocabulary(vocabulary: AuditVocabulary) {
  vocabularies.set(vocabulary.ns, vocabulary);
  version += 1;
  for (const listener of listeners) listener();
}

/** Every registered record type, in the order the remotes registered them. */
export function auditRecordTypes(): RegisteredAuditType[] {
  return [...vocabularies.values()].flatMap((v) => v.recordTypes.map((r) => ({ ...r, ns: v.ns })));
}

/** The remote that registered this record type, if one did. */
export function auditRecordType(type: string): RegisteredAuditType | undefined {
  return auditRecordTypes().find((r) => r.type === type);
}

/** The namespaces that carry audit texts (for a field met outside its own type). */
export function auditNamespaces(): string[] {
  return [...vocabularies.keys()];
}

/** For React's useSyncExternalStore: re-render when a remote registers late. */
export function subscribeAuditVocabulary(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
export const auditVocabularyVersion = () => version;

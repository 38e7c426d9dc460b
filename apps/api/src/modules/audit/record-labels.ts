import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../kernel/db/client';

/** Names records of one type for the audit log: one tenant's ids -> how people know them. */
export type RecordLabels = (
  db: Db,
  tenantId: string,
  ids: string[],
) => Promise<Map<string, string>>;

const resolvers = new Map<string, RecordLabels>();

/**
 * A module says how its records read in the audit log ("ATL-000123", "LD-000045 · Salma
 * Bennani"), as it registers its job handlers: the audit module never reads its tables.
 */
export function registerRecordLabels(recordType: string, labels: RecordLabels) {
  resolvers.set(recordType, labels);
}

/** The usual resolver: a label column (or expression) of a table with `id` and `tenant_id`. */
export const tableLabels =
  (table: PgTable & { id: PgColumn; tenantId: PgColumn }, label: PgColumn | SQL): RecordLabels =>
  async (db, tenantId, ids) => {
    const rows = await db
      .select({ id: table.id, label })
      .from(table as PgTable)
      .where(and(eq(table.tenantId, tenantId), inArray(table.id, ids)));
    return new Map(rows.map((r) => [String(r.id), String(r.label)]));
  };

/**
 * The labels one module registered for these ids of its record type (empty when none did):
 * how the audit log checks that a user it is filtered by belongs to the tenant without
 * reading the users module's tables.
 */
export async function recordLabelsOf(db: Db, tenantId: string, recordType: string, ids: string[]) {
  const labels = resolvers.get(recordType);
  return labels && ids.length ? labels(db, tenantId, ids) : new Map<string, string>();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Entry = { action: string; recordType: string; recordId: string };

/**
 * Each entry with its record's label: one query per record type on the page, scoped to the
 * tenant. Null where no module names the type, the record is gone, or the entry is an
 * import's (its id is the import's, not a record's).
 */
export async function withRecordLabels<E extends Entry>(
  db: Db,
  tenantId: string,
  entries: E[],
): Promise<(E & { recordLabel: string | null })[]> {
  const wanted = new Map<string, Set<string>>();
  for (const e of entries) {
    if (e.action === 'import' || !resolvers.has(e.recordType) || !UUID.test(e.recordId)) continue;
    wanted.set(e.recordType, (wanted.get(e.recordType) ?? new Set()).add(e.recordId));
  }
  const labels = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([type, ids]) => {
      for (const [id, label] of await resolvers.get(type)!(db, tenantId, [...ids]))
        labels.set(`${type}:${id}`, label);
    }),
  );
  return entries.map((e) => ({
    ...e,
    recordLabel: labels.get(`${e.recordType}:${e.recordId}`) ?? null,
  }));
}

/** Record types whose ids show up as changed values (an order's agentId, a user's storeIds). */
const valueNameTypes = new Map<string, string | undefined>();

/**
 * A module says its records' ids may be a value in other records' audit entries, so the
 * audit page shows their names; `readSubject`: only to a reader who may read that subject.
 */
export function registerValueNames(recordType: string, readSubject?: string) {
  valueNameTypes.set(recordType, readSubject);
}

type Values = Record<string, unknown> | null;
function idsIn(values: Values, into: Set<string>) {
  for (const value of Object.values(values ?? {}))
    for (const v of Array.isArray(value) ? value : [value])
      if (typeof v === 'string' && UUID.test(v)) into.add(v);
}

/**
 * The names of the ids on one page of the log (who acted, ids among the changed values),
 * looked up by the modules that registered them: only the page's ids, one query per type.
 */
export async function namesOnPage(
  db: Db,
  tenantId: string,
  entries: { userId: string | null; before: Values; after: Values }[],
  mayRead: (subject: string) => boolean,
): Promise<Record<string, string>> {
  const users = new Set<string>();
  const values = new Set<string>();
  for (const e of entries) {
    if (e.userId) users.add(e.userId);
    idsIn(e.before, values);
    idsIn(e.after, values);
  }
  // Who acted is always a user; values are looked up in every type registered for them.
  const lookups: [string, Set<string>][] = [['User', users]];
  for (const [type, subject] of valueNameTypes)
    if (!subject || mayRead(subject)) lookups.push([type, values]);
  const found = await Promise.all(
    lookups.map(([type, ids]) => recordLabelsOf(db, tenantId, type, [...ids])),
  );
  return Object.fromEntries(found.flatMap((names) => [...names]));
}

import type { Db, Tx } from '../../kernel/db/client';
import { auditLog } from './tables';
import type { Actor } from '../../kernel/types';

type Snapshot = Record<string, unknown> | null;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only the fields that changed, before and after; secrets never enter the log. */
export function changedFields(before: Snapshot, after: Snapshot) {
  const secret = /password|secret|token|hash/i;
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of keys) {
    if (secret.test(key) || key === 'updatedAt') continue;
    if (before && after && same(before[key], after[key])) continue;
    if (before) b[key] = before[key] ?? null;
    if (after) a[key] = after[key] ?? null;
  }
  return { before: before ? b : null, after: after ? a : null };
}

type Entry = {
  action: string;
  recordType: string;
  recordId: string;
  before?: Snapshot;
  after?: Snapshot;
};

const rowOf = (actor: Actor, entry: Entry) => {
  const diff = changedFields(entry.before ?? null, entry.after ?? null);
  return {
    tenantId: actor.tenantId,
    userId: actor.userId,
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId,
    before: diff.before,
    after: diff.after,
  };
};

export async function recordAudit(db: Db | Tx, actor: Actor, entry: Entry) {
  await db.insert(auditLog).values(rowOf(actor, entry));
}

/** One entry per record of a bulk action (each record's log says what happened to it), in one insert. */
export async function recordAudits(db: Db | Tx, actor: Actor, entries: Entry[]) {
  if (entries.length) await db.insert(auditLog).values(entries.map((e) => rowOf(actor, e)));
}

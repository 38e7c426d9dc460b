import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { leadSources } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { nextDocumentNumber } from '../../kernel/sequences';
import { insertActivity } from './lead-repository';
import { loadLookups } from './lookups';
import { agencyLeads } from './tables';

/** A lead as a file row gives it (names already resolved to ids by `leadImportLookups`). */
export interface LeadImportRow {
  fullName: string;
  email: string | null;
  phone: string | null;
  nationality: string;
  destinationId: string | null;
  programmeId: string | null;
  intake: string | null;
  source: (typeof leadSources)[number];
  notes: string;
  /**
   * An earlier row of the same file shares its e-mail or phone (issue 32): the lead is flagged a
   * possible duplicate, as one matching an open lead is. `newLead`: its natural key repeats the
   * earlier row's, so it is stored as a lead of its own (flagged) rather than an update.
   */
  inFile?: { row: number; newLead: boolean };
}

export const phoneDigits = (phone: string | null | undefined) =>
  (phone ?? '').replace(/[^0-9]/g, '');
/** The natural key of an imported lead: its e-mail, else its phone digits (as the duplicate check of the form). */
export const leadKey = (email: string | null, phone: string | null) =>
  email
    ? `e:${email.toLowerCase()}`
    : phoneDigits(phone).length >= 6
      ? `p:${phoneDigits(phone)}`
      : null;

/** Destinations by name or country and programmes by name, lower-cased: what a fair's list names them. */
export async function leadImportLookups(db: Db, tenantId: string) {
  const l = await loadLookups(db, tenantId);
  const destinations = new Map<string, string>();
  for (const d of l.destinations.values()) {
    destinations.set(d.name.toLowerCase(), d.id);
    destinations.set(d.country.toLowerCase(), d.id);
  }
  const programmes = new Map<string, { id: string; destinationId: string }>();
  for (const p of l.programmes.values())
    programmes.set(p.name.toLowerCase(), { id: p.id, destinationId: p.destinationId });
  return { destinations, programmes };
}

/** Stored leads matching the file's e-mails or phones, by natural key. */
export async function leadsByKey(
  db: Db | Tx,
  tenantId: string,
  emails: string[],
  phones: string[],
) {
  const match = or(
    emails.length
      ? inArray(
          sql`lower(${agencyLeads.email})`,
          emails.map((e) => e.toLowerCase()),
        )
      : undefined,
    phones.length
      ? inArray(
          sql`regexp_replace(coalesce(${agencyLeads.phone}, ''), '[^0-9]', '', 'g')`,
          phones.map(phoneDigits),
        )
      : undefined,
  );
  const found = new Map<string, typeof agencyLeads.$inferSelect>();
  if (!match) return found;
  const rows = await db
    .select()
    .from(agencyLeads)
    .where(and(eq(agencyLeads.tenantId, tenantId), match));
  for (const r of rows) {
    if (r.email) found.set(`e:${r.email.toLowerCase()}`, r);
    if (phoneDigits(r.phone).length >= 6) found.set(`p:${phoneDigits(r.phone)}`, r);
  }
  return found;
}

/**
 * Marks the rows whose e-mail (any case) or phone (digits, 6 or more) an earlier row of the file
 * has (`inFile`), in file order; a row repeating an earlier row's natural key gets a key of its
 * own (`<key>#<row>`), so that the import's one-row-per-key check does not refuse it.
 */
export function markInFileDuplicates<
  T extends { rowNumber: number; naturalKey: string | null; data: LeadImportRow | null },
>(rows: T[]) {
  const seen = new Map<string, number>();
  const keys = new Set<string>();
  return rows.map((r) => {
    if (!r.data) return r;
    const contacts = [
      r.data.email ? `e:${r.data.email.toLowerCase()}` : null,
      phoneDigits(r.data.phone).length >= 6 ? `p:${phoneDigits(r.data.phone)}` : null,
    ].filter((c): c is string => !!c);
    const first = contacts.map((c) => seen.get(c)).find((n) => n !== undefined);
    for (const c of contacts) if (!seen.has(c)) seen.set(c, r.rowNumber);
    const repeated = !!r.naturalKey && keys.has(r.naturalKey);
    if (r.naturalKey) keys.add(r.naturalKey);
    if (first === undefined) return r;
    return {
      ...r,
      naturalKey: repeated ? `${r.naturalKey}#${r.rowNumber}` : r.naturalKey,
      data: { ...r.data, inFile: { row: first, newLead: repeated } },
    };
  });
}

/**
 * Inside the import's transaction: a known lead (same e-mail or phone) gets the file's
 * values; a new one its number, the importer as owner, a "created" activity and the
 * file's notes as a note.
 */
export async function storeImportedLeads(
  tx: Tx,
  tenantId: string,
  userId: string | null,
  rows: LeadImportRow[],
) {
  const existing = await leadsByKey(
    tx,
    tenantId,
    rows.flatMap((r) => (r.email ? [r.email] : [])),
    rows.flatMap((r) => (r.email ? [] : r.phone ? [r.phone] : [])),
  );
  // A new lead whose e-mail or phone is an open lead's is flagged (issue 32): one query for the file.
  const byContact = await leadsByKey(
    tx,
    tenantId,
    rows.flatMap((r) => (r.email ? [r.email] : [])),
    rows.flatMap((r) => (r.phone ? [r.phone] : [])),
  );
  const isOpen = (l: typeof agencyLeads.$inferSelect | undefined) =>
    !!l && !['enrolled', 'lost'].includes(l.status) && !l.mergedIntoId;
  for (const { notes, inFile, ...row } of rows) {
    const stored = inFile?.newLead ? undefined : existing.get(leadKey(row.email, row.phone) ?? '');
    if (stored) {
      await tx
        .update(agencyLeads)
        .set({ ...row, updatedAt: new Date() })
        .where(and(eq(agencyLeads.tenantId, tenantId), eq(agencyLeads.id, stored.id)));
      continue;
    }
    const number = await nextDocumentNumber(tx, tenantId, 'lead', 'LD');
    const possibleDuplicate =
      !!inFile ||
      isOpen(byContact.get(row.email ? `e:${row.email.toLowerCase()}` : '')) ||
      isOpen(
        byContact.get(phoneDigits(row.phone).length >= 6 ? `p:${phoneDigits(row.phone)}` : ''),
      );
    const [lead] = await tx
      .insert(agencyLeads)
      .values({ ...row, tenantId, number, assignedTo: userId, possibleDuplicate })
      .returning({ id: agencyLeads.id });
    await insertActivity(tx, {
      tenantId,
      leadId: lead!.id,
      kind: 'created',
      body: '',
      toStatus: 'new',
      userId,
    });
    if (notes)
      await insertActivity(tx, { tenantId, leadId: lead!.id, kind: 'note', body: notes, userId });
  }
}

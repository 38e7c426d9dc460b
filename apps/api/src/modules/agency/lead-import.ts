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
}

export const phoneDigits = (phone: string | null | undefined) => (phone ?? '').replace(/[^0-9]/g, '');
/** The natural key of an imported lead: its e-mail, else its phone digits (as the duplicate check of the form). */
export const leadKey = (email: string | null, phone: string | null) => (email ? `e:${email.toLowerCase()}` : phoneDigits(phone).length >= 6 ? `p:${phoneDigits(phone)}` : null);

/** Destinations by name or country and programmes by name, lower-cased: what a fair's list names them. */
export async function leadImportLookups(db: Db, tenantId: string) {
  const l = await loadLookups(db, tenantId);
  const destinations = new Map<string, string>();
  for (const d of l.destinations.values()) {
    destinations.set(d.name.toLowerCase(), d.id);
    destinations.set(d.country.toLowerCase(), d.id);
  }
  const programmes = new Map<string, { id: string; destinationId: string }>();
  for (const p of l.programmes.values()) programmes.set(p.name.toLowerCase(), { id: p.id, destinationId: p.destinationId });
  return { destinations, programmes };
}

/** Stored leads matching the file's e-mails or phones, by natural key. */
export async function leadsByKey(db: Db | Tx, tenantId: string, emails: string[], phones: string[]) {
  const match = or(
    emails.length ? inArray(sql`lower(${agencyLeads.email})`, emails.map((e) => e.toLowerCase())) : undefined,
    phones.length ? inArray(sql`regexp_replace(coalesce(${agencyLeads.phone}, ''), '[^0-9]', '', 'g')`, phones.map(phoneDigits)) : undefined,
  );
  const found = new Map<string, typeof agencyLeads.$inferSelect>();
  if (!match) return found;
  const rows = await db.select().from(agencyLeads).where(and(eq(agencyLeads.tenantId, tenantId), match));
  for (const r of rows) {
    if (r.email) found.set(`e:${r.email.toLowerCase()}`, r);
    if (phoneDigits(r.phone).length >= 6) found.set(`p:${phoneDigits(r.phone)}`, r);
  }
  return found;
}

/**
 * Inside the import's transaction: a known lead (same e-mail or phone) gets the file's
 * values; a new one its number, the importer as owner, a "created" activity and the
 * file's notes as a note.
 */
export async function storeImportedLeads(tx: Tx, tenantId: string, userId: string | null, rows: LeadImportRow[]) {
  const existing = await leadsByKey(tx, tenantId, rows.flatMap((r) => (r.email ? [r.email] : [])), rows.flatMap((r) => (r.email ? [] : r.phone ? [r.phone] : [])));
  // A new lead whose e-mail or phone is an open lead's is flagged (issue 32): one query for the file.
  const byContact = await leadsByKey(tx, tenantId, rows.flatMap((r) => (r.email ? [r.email] : [])), rows.flatMap((r) => (r.phone ? [r.phone] : [])));
  const isOpen = (l: typeof agencyLeads.$inferSelect | undefined) => !!l && !['enrolled', 'lost'].includes(l.status) && !l.mergedIntoId;
  for (const { notes, ...row } of rows) {
    const stored = existing.get(leadKey(row.email, row.phone) ?? '');
    if (stored) {
      await tx.update(agencyLeads).set({ ...row, updatedAt: new Date() }).where(and(eq(agencyLeads.tenantId, tenantId), eq(agencyLeads.id, stored.id)));
      continue;
    }
    const number = await nextDocumentNumber(tx, tenantId, 'lead', 'LD');
    const possibleDuplicate = isOpen(byContact.get(row.email ? `e:${row.email.toLowerCase()}` : '')) || isOpen(byContact.get(phoneDigits(row.phone).length >= 6 ? `p:${phoneDigits(row.phone)}` : ''));
    const [lead] = await tx.insert(agencyLeads).values({ ...row, tenantId, number, assignedTo: userId, possibleDuplicate }).returning({ id: agencyLeads.id });
    await insertActivity(tx, { tenantId, leadId: lead!.id, kind: 'created', body: '', toStatus: 'new', userId });
    if (notes) await insertActivity(tx, { tenantId, leadId: lead!.id, kind: 'note', body: notes, userId });
  }
}

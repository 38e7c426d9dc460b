import type { Lead } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { fromMinor } from '../../kernel/money';
import { iso } from '../users';
import type { LeadRow } from './lead-repository';
import { loadLookups, userNames, type Lookups } from './lookups';
import { agencyCommissionEarnings, agencyQuotes, agencyTerms } from './tables';
import { and, eq, inArray } from 'drizzle-orm';

/** Whole years between a birth date and today. */
export function ageOn(dateOfBirth: string | null, today = new Date()) {
  if (!dateOfBirth) return null;
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  let age = today.getUTCFullYear() - y!;
  if (today.getUTCMonth() + 1 < m! || (today.getUTCMonth() + 1 === m! && today.getUTCDate() < d!))
    age -= 1;
  return age;
}

type EarningRow = typeof agencyCommissionEarnings.$inferSelect;

/**
 * A lead's earnings rows (one per quote version and currency) summed in the currency of its
 * programme now (a change of currency leaves the old one's rows summing to zero), else of the
 * latest version.
 */
function earned(rows: EarningRow[] | undefined, currency: string | null) {
  if (!rows?.length) return null;
  const latest = rows.reduce((a, b) => (b.quoteVersion > a.quoteVersion ? b : a));
  const chosen = currency && rows.some((e) => e.currency === currency) ? currency : latest.currency;
  const mine = rows.filter((e) => e.currency === chosen);
  const sum = (f: (e: EarningRow) => number) => mine.reduce((s, e) => s + f(e), 0);
  return {
    currency: chosen,
    total: fromMinor(sum((e) => e.totalMinor)),
    subAgencyShare: fromMinor(sum((e) => e.subAgencyMinor)),
    agencyShare: fromMinor(sum((e) => e.agencyMinor)),
  };
}

interface Related {
  names: Map<string, string>;
  termsVersions: Map<string, number>;
  quoteVersions: Map<string, { version: number; status: string }>;
  frozen: Map<string, number>;
}

export function toLead(r: LeadRow, l: Lookups, rel: Related, earnings?: EarningRow[]): Lead {
  const { names, termsVersions } = rel;
  const programme = r.programmeId ? l.programmes.get(r.programmeId) : undefined;
  const destinationId = r.destinationId ?? programme?.destinationId ?? null;
  return {
    id: r.id,
    number: r.number,
    fullName: r.fullName,
    email: r.email,
    phone: r.phone,
    dateOfBirth: r.dateOfBirth,
    age: ageOn(r.dateOfBirth),
    nationality: r.nationality,
    language: r.language as Lead['language'],
    dependents: r.dependents as Lead['dependents'],
    destinationId: r.destinationId,
    destinationName: destinationId ? (l.destinations.get(destinationId)?.name ?? null) : null,
    programmeId: r.programmeId,
    programmeName: programme?.name ?? null,
    intake: r.intake,
    budget: r.budgetMinor === null ? null : fromMinor(r.budgetMinor),
    currency: destinationId ? (l.destinations.get(destinationId)?.currency ?? null) : null,
    source: r.source as Lead['source'],
    subAgencyId: r.subAgencyId,
    subAgencyName: r.subAgencyId ? (l.subAgencies.get(r.subAgencyId)?.name ?? null) : null,
    assignedTo: r.assignedTo,
    assignedToName: r.assignedTo ? (names.get(r.assignedTo) ?? null) : null,
    status: r.status as Lead['status'],
    lostReason: r.lostReason,
    tags: r.tags,
    termsVersion: r.termsId ? (termsVersions.get(r.termsId) ?? null) : null,
    termsAcceptedAt: r.termsAcceptedAt ? iso(r.termsAcceptedAt) : null,
    termsAcceptedByName: r.termsAcceptedBy ? (names.get(r.termsAcceptedBy) ?? null) : null,
    termsQuoteVersion: r.termsQuoteId
      ? (rel.quoteVersions.get(r.termsQuoteId)?.version ?? null)
      : null,
    frozenQuoteVersion: rel.frozen.get(r.id) ?? null,
    possibleDuplicate: r.possibleDuplicate,
    mergedIntoId: r.mergedIntoId,
    statusChangedAt: iso(r.statusChangedAt),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    commission: earned(
      earnings,
      destinationId ? (l.destinations.get(destinationId)?.currency ?? null) : null,
    ),
  };
}

/** Rows to wire shapes, naming what they point at with a few queries for the whole page. */
export async function toLeads(db: Db | Tx, tenantId: string, rows: LeadRow[], lookups?: Lookups) {
  const enrolled = rows.filter((r) => r.status === 'enrolled').map((r) => r.id);
  const quoteIds = rows.map((r) => r.termsQuoteId).filter((x): x is string => !!x);
  const [l, names, terms, earnings, quotes] = await Promise.all([
    lookups ?? loadLookups(db, tenantId),
    userNames(
      db,
      tenantId,
      rows.flatMap((r) => [r.assignedTo, r.termsAcceptedBy]),
    ),
    rows.some((r) => r.termsId)
      ? db
          .select({ id: agencyTerms.id, version: agencyTerms.version })
          .from(agencyTerms)
          .where(eq(agencyTerms.tenantId, tenantId))
      : Promise.resolve([]),
    enrolled.length
      ? db
          .select()
          .from(agencyCommissionEarnings)
          .where(
            and(
              eq(agencyCommissionEarnings.tenantId, tenantId),
              inArray(agencyCommissionEarnings.leadId, enrolled),
            ),
          )
      : Promise.resolve([]),
    quoteIds.length || enrolled.length
      ? db
          .select({
            id: agencyQuotes.id,
            leadId: agencyQuotes.leadId,
            version: agencyQuotes.version,
            status: agencyQuotes.status,
          })
          .from(agencyQuotes)
          .where(
            and(
              eq(agencyQuotes.tenantId, tenantId),
              inArray(
                agencyQuotes.leadId,
                rows.map((r) => r.id),
              ),
            ),
          )
      : Promise.resolve([]),
  ]);
  const versions = new Map(terms.map((t) => [t.id, t.version]));
  const byLead = new Map<string, EarningRow[]>();
  for (const e of earnings) byLead.set(e.leadId, [...(byLead.get(e.leadId) ?? []), e]);
  const rel: Related = {
    names,
    termsVersions: versions,
    quoteVersions: new Map(quotes.map((q) => [q.id, q])),
    frozen: new Map(quotes.filter((q) => q.status === 'frozen').map((q) => [q.leadId, q.version])),
  };
  return rows.map((r) => toLead(r, l, rel, byLead.get(r.id)));
}

/**
 * A lead as its audit entries record it: what it points at by name, as it was named then
 * (Odoo's field tracking does the same), money in units, the assignee by id (the audit page
 * names staff itself). Fields that did not change are dropped by recordAudit.
 */
export const leadAuditView = (l: Lead) => ({
  fullName: l.fullName,
  email: l.email,
  phone: l.phone,
  dateOfBirth: l.dateOfBirth,
  nationality: l.nationality,
  language: l.language,
  dependents: l.dependents.map((d) => `${d.name} (${d.age})`),
  destination: l.destinationName,
  programme: l.programmeName,
  intake: l.intake,
  budget: l.budget,
  source: l.source,
  subAgency: l.subAgencyName,
  assignedTo: l.assignedTo,
  tags: l.tags,
});

import type { Lead } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { fromMinor } from '../../kernel/money';
import { iso } from '../users/views';
import type { LeadRow } from './lead-repository';
import { loadLookups, userNames, type Lookups } from './lookups';
import { agencyCommissionEarnings, agencyTerms } from './tables';
import { and, eq, inArray } from 'drizzle-orm';

/** Whole years between a birth date and today. */
export function ageOn(dateOfBirth: string | null, today = new Date()) {
  if (!dateOfBirth) return null;
  const [y, m, d] = dateOfBirth.split('-').map(Number);
  let age = today.getUTCFullYear() - y!;
  if (today.getUTCMonth() + 1 < m! || (today.getUTCMonth() + 1 === m! && today.getUTCDate() < d!)) age -= 1;
  return age;
}

type EarningRow = typeof agencyCommissionEarnings.$inferSelect;

export function toLead(r: LeadRow, l: Lookups, names: Map<string, string>, termsVersions: Map<string, number>, earning?: EarningRow): Lead {
  const programme = r.programmeId ? l.programmes.get(r.programmeId) : undefined;
  const destinationId = r.destinationId ?? programme?.destinationId ?? null;
  return {
    id: r.id, number: r.number, fullName: r.fullName, email: r.email, phone: r.phone, dateOfBirth: r.dateOfBirth, age: ageOn(r.dateOfBirth),
    nationality: r.nationality, language: r.language as Lead['language'], dependents: r.dependents as Lead['dependents'],
    destinationId: r.destinationId, destinationName: destinationId ? (l.destinations.get(destinationId)?.name ?? null) : null,
    programmeId: r.programmeId, programmeName: programme?.name ?? null, intake: r.intake,
    budget: r.budgetMinor === null ? null : fromMinor(r.budgetMinor),
    currency: destinationId ? (l.destinations.get(destinationId)?.currency ?? null) : null,
    source: r.source as Lead['source'], subAgencyId: r.subAgencyId, subAgencyName: r.subAgencyId ? (l.subAgencies.get(r.subAgencyId)?.name ?? null) : null,
    assignedTo: r.assignedTo, assignedToName: r.assignedTo ? (names.get(r.assignedTo) ?? null) : null,
    status: r.status as Lead['status'], lostReason: r.lostReason, tags: r.tags,
    termsVersion: r.termsId ? (termsVersions.get(r.termsId) ?? null) : null, termsAcceptedAt: r.termsAcceptedAt ? iso(r.termsAcceptedAt) : null,
    statusChangedAt: iso(r.statusChangedAt), createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt),
    commission: earning
      ? { currency: earning.currency, total: fromMinor(earning.totalMinor), subAgencyShare: fromMinor(earning.subAgencyMinor), agencyShare: fromMinor(earning.agencyMinor) }
      : null,
  };
}

/** Rows to wire shapes, naming what they point at with a few queries for the whole page. */
export async function toLeads(db: Db | Tx, tenantId: string, rows: LeadRow[], lookups?: Lookups) {
  const enrolled = rows.filter((r) => r.status === 'enrolled').map((r) => r.id);
  const [l, names, terms, earnings] = await Promise.all([
    lookups ?? loadLookups(db, tenantId),
    userNames(db, tenantId, rows.map((r) => r.assignedTo)),
    rows.some((r) => r.termsId)
      ? db.select({ id: agencyTerms.id, version: agencyTerms.version }).from(agencyTerms).where(eq(agencyTerms.tenantId, tenantId))
      : Promise.resolve([]),
    enrolled.length
      ? db.select().from(agencyCommissionEarnings).where(and(eq(agencyCommissionEarnings.tenantId, tenantId), inArray(agencyCommissionEarnings.leadId, enrolled)))
      : Promise.resolve([]),
  ]);
  const versions = new Map(terms.map((t) => [t.id, t.version]));
  const byLead = new Map(earnings.map((e) => [e.leadId, e]));
  return rows.map((r) => toLead(r, l, names, versions, byLead.get(r.id)));
}

/**
 * A lead as its audit entries record it: what it points at by name, as it was named then
 * (Odoo's field tracking does the same), money in units, the assignee by id (the audit page
 * names staff itself). Fields that did not change are dropped by recordAudit.
 */
export const leadAuditView = (l: Lead) => ({
  fullName: l.fullName, email: l.email, phone: l.phone, dateOfBirth: l.dateOfBirth, nationality: l.nationality, language: l.language,
  dependents: l.dependents.map((d) => `${d.name} (${d.age})`), destination: l.destinationName, programme: l.programmeName, intake: l.intake,
  budget: l.budget, source: l.source, subAgency: l.subAgencyName, assignedTo: l.assignedTo, tags: l.tags,
});

import { and, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Tx } from '../../kernel/db/client';
import { shareOf } from '../../kernel/money';
import type { agencyLeads} from './tables';
import { agencyCommissionEarnings, agencyCommissions, agencySubAgencies } from './tables';
import type { Lookups } from './lookups';

type LeadRow = typeof agencyLeads.$inferSelect;

/**
 * What an enrolment earns, by the programme's commission rule valid today: a rule for the
 * lead's sub-agency wins over the programme's general rule. A rate applies to the
 * programme's tuition; the sub-agency's share (the rule's, else the sub-agency's own) is
 * split off, the agency keeps the rest. Returns null when no rule applies.
 */
export async function earnCommission(tx: Tx, lead: LeadRow, lookups: Lookups, today = new Date().toISOString().slice(0, 10)) {
  if (!lead.programmeId) return null;
  const programme = lookups.programmes.get(lead.programmeId);
  if (!programme) return null;
  const rules = await tx
    .select()
    .from(agencyCommissions)
    .where(and(
      eq(agencyCommissions.tenantId, lead.tenantId), eq(agencyCommissions.programmeId, lead.programmeId),
      lte(agencyCommissions.validFrom, today), or(isNull(agencyCommissions.validTo), gte(agencyCommissions.validTo, today)),
      lead.subAgencyId ? or(isNull(agencyCommissions.subAgencyId), eq(agencyCommissions.subAgencyId, lead.subAgencyId)) : isNull(agencyCommissions.subAgencyId),
    ))
    .orderBy(desc(agencyCommissions.subAgencyId), desc(agencyCommissions.validFrom));
  const rule = rules.find((r) => r.subAgencyId) ?? rules[0];
  if (!rule) return null;
  const totalMinor = rule.kind === 'rate' ? shareOf(programme.tuitionMinor, rule.rateBp ?? 0, 10_000) : (rule.amountMinor ?? 0);
  let subAgencyMinor = 0;
  if (lead.subAgencyId) {
    const [sub] = await tx.select({ shareBp: agencySubAgencies.shareBp }).from(agencySubAgencies).where(eq(agencySubAgencies.id, lead.subAgencyId));
    subAgencyMinor = shareOf(totalMinor, rule.subAgencyShareBp ?? sub?.shareBp ?? 0, 10_000);
  }
  const [row] = await tx
    .insert(agencyCommissionEarnings)
    .values({
      tenantId: lead.tenantId, leadId: lead.id, commissionId: rule.id, agentId: lead.assignedTo, subAgencyId: lead.subAgencyId,
      currency: lookups.currencyOf(lead.programmeId) ?? 'EUR', totalMinor, subAgencyMinor, agencyMinor: totalMinor - subAgencyMinor,
    })
    // An enrolment earns once, even if the status is set twice concurrently.
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

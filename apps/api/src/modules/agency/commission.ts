import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../kernel/db/client';
import { shareOf } from '../../kernel/money';
import type { agencyLeads, agencyQuotes } from './tables';
import { agencyCommissionEarnings, agencyCommissions, agencySubAgencies } from './tables';

type LeadRow = typeof agencyLeads.$inferSelect;
type QuoteRow = typeof agencyQuotes.$inferSelect;

/**
 * What a quote earns, by its programme's commission rule valid today: a rule for the lead's
 * sub-agency wins over the programme's general rule. A rate applies to the tuition as quoted
 * (the frozen quote's, never the programme's current field); the sub-agency's share (the
 * rule's, else the sub-agency's own) is split off, the agency keeps the rest.
 */
export async function commissionOf(
  tx: Tx,
  lead: LeadRow,
  quote: QuoteRow,
  today = new Date().toISOString().slice(0, 10),
) {
  const rules = await tx
    .select()
    .from(agencyCommissions)
    .where(
      and(
        eq(agencyCommissions.tenantId, lead.tenantId),
        eq(agencyCommissions.programmeId, quote.programmeId),
        lte(agencyCommissions.validFrom, today),
        or(isNull(agencyCommissions.validTo), gte(agencyCommissions.validTo, today)),
        lead.subAgencyId
          ? or(
              isNull(agencyCommissions.subAgencyId),
              eq(agencyCommissions.subAgencyId, lead.subAgencyId),
            )
          : isNull(agencyCommissions.subAgencyId),
      ),
    )
    .orderBy(desc(agencyCommissions.subAgencyId), desc(agencyCommissions.validFrom));
  const rule = rules.find((r) => r.subAgencyId) ?? rules[0];
  if (!rule) return null;
  const totalMinor =
    rule.kind === 'rate'
      ? shareOf(quote.tuitionMinor, rule.rateBp ?? 0, 10_000)
      : (rule.amountMinor ?? 0);
  let subAgencyMinor = 0;
  if (lead.subAgencyId) {
    const [sub] = await tx
      .select({ shareBp: agencySubAgencies.shareBp })
      .from(agencySubAgencies)
      .where(eq(agencySubAgencies.id, lead.subAgencyId));
    subAgencyMinor = shareOf(totalMinor, rule.subAgencyShareBp ?? sub?.shareBp ?? 0, 10_000);
  }
  return { rule, totalMinor, subAgencyMinor };
}

/** Records what the enrolment on a frozen quote earns. Returns null when no rule applies. */
export async function earnCommission(tx: Tx, lead: LeadRow, quote: QuoteRow) {
  const earned = await commissionOf(tx, lead, quote);
  if (!earned) return null;
  const [row] = await tx
    .insert(agencyCommissionEarnings)
    .values({
      tenantId: lead.tenantId,
      leadId: lead.id,
      commissionId: earned.rule.id,
      agentId: lead.assignedTo,
      subAgencyId: lead.subAgencyId,
      currency: quote.currency,
      totalMinor: earned.totalMinor,
      subAgencyMinor: earned.subAgencyMinor,
      agencyMinor: earned.totalMinor - earned.subAgencyMinor,
      quoteVersion: quote.version,
    })
    // An enrolment earns once per quote version, even if the status is set twice concurrently.
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * After the programme of an enrolled lead changed and the user chose to recompute: a row for
 * the new quote version holding the difference, so the earnings stay append-only and their
 * sum is what the new quote earns. A change of currency reverses the old rows and earns anew.
 */
export async function recomputeCommission(tx: Tx, lead: LeadRow, quote: QuoteRow) {
  const earned = await commissionOf(tx, lead, quote);
  const sums = await tx
    .select({
      currency: agencyCommissionEarnings.currency,
      commissionId: sql<string>`(array_agg(${agencyCommissionEarnings.commissionId}))[1]`,
      total: sql<string>`sum(${agencyCommissionEarnings.totalMinor})`,
      sub: sql<string>`sum(${agencyCommissionEarnings.subAgencyMinor})`,
    })
    .from(agencyCommissionEarnings)
    .where(
      and(
        eq(agencyCommissionEarnings.tenantId, lead.tenantId),
        eq(agencyCommissionEarnings.leadId, lead.id),
      ),
    )
    .groupBy(agencyCommissionEarnings.currency);
  const rows: (typeof agencyCommissionEarnings.$inferInsert)[] = [];
  const base = {
    tenantId: lead.tenantId,
    leadId: lead.id,
    agentId: lead.assignedTo,
    subAgencyId: lead.subAgencyId,
    quoteVersion: quote.version,
  };
  for (const s of sums) {
    const same = earned && s.currency === quote.currency;
    const total = (same ? earned.totalMinor : 0) - Number(s.total);
    const sub = (same ? earned.subAgencyMinor : 0) - Number(s.sub);
    if (total !== 0 || sub !== 0)
      rows.push({
        ...base,
        commissionId: same ? earned.rule.id : s.commissionId,
        currency: s.currency,
        totalMinor: total,
        subAgencyMinor: sub,
        agencyMinor: total - sub,
      });
  }
  if (earned && !sums.some((s) => s.currency === quote.currency)) {
    rows.push({
      ...base,
      commissionId: earned.rule.id,
      currency: quote.currency,
      totalMinor: earned.totalMinor,
      subAgencyMinor: earned.subAgencyMinor,
      agencyMinor: earned.totalMinor - earned.subAgencyMinor,
    });
  }
  if (rows.length) await tx.insert(agencyCommissionEarnings).values(rows);
  return rows.length;
}

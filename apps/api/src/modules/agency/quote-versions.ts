import { and, desc, eq } from 'drizzle-orm';
import type { Quote, QuoteVersion } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { toMinor } from '../../kernel/money';
import { iso } from '../users';
import type { LeadRow } from './lead-repository';
import { userNames } from './lookups';
import { assertDependentsAllowed, computeQuote } from './quote';
import { QUOTE_VALID_DAYS } from './quote-texts';
import { agencyQuotes, agencyTerms } from './tables';

type Q = Db | Tx;
export type QuoteRow = typeof agencyQuotes.$inferSelect;
type QuoteInputs = Pick<LeadRow, 'programmeId' | 'intake' | 'dependents' | 'language'>;

/**
 * Stores the lead's quote as its next version (issue 32): the quote as the student saw it,
 * with the tuition as quoted (the commission base). Dependents over a band's allowance are
 * refused here: a stored version is a contract or about to become one.
 */
export async function issueQuote(
  tx: Tx,
  lead: LeadRow,
  inputs: QuoteInputs,
  userId: string,
  status: 'issued' | 'frozen',
  termsId: string | null,
) {
  const computed = await computeQuote(tx, lead.tenantId, {
    programmeId: inputs.programmeId!,
    intake: inputs.intake,
    dependents: inputs.dependents,
    language: inputs.language,
  });
  const quote = await withIssue(tx, lead.tenantId, computed, {
    language: inputs.language,
    issuedAt: new Date(),
    termsId,
  });
  assertDependentsAllowed(quote);
  const [last] = await tx
    .select({ version: agencyQuotes.version })
    .from(agencyQuotes)
    .where(and(eq(agencyQuotes.tenantId, lead.tenantId), eq(agencyQuotes.leadId, lead.id)))
    .orderBy(desc(agencyQuotes.version))
    .limit(1);
  const [row] = await tx
    .insert(agencyQuotes)
    .values({
      tenantId: lead.tenantId,
      leadId: lead.id,
      version: (last?.version ?? 0) + 1,
      programmeId: quote.programmeId,
      language: inputs.language,
      currency: quote.currency,
      totalMinor: toMinor(quote.total),
      tuitionMinor: toMinor(quote.tuition),
      body: quote,
      status,
      createdBy: userId,
      frozenAt: status === 'frozen' ? new Date() : null,
    })
    .returning();
  return row!;
}

export async function findQuoteVersion(db: Q, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(agencyQuotes)
    .where(and(eq(agencyQuotes.tenantId, tenantId), eq(agencyQuotes.id, id)));
  return row ?? null;
}

/** The version an enrolled lead holds to: the frozen one. */
export async function frozenQuote(db: Q, tenantId: string, leadId: string) {
  const [row] = await db
    .select()
    .from(agencyQuotes)
    .where(
      and(
        eq(agencyQuotes.tenantId, tenantId),
        eq(agencyQuotes.leadId, leadId),
        eq(agencyQuotes.status, 'frozen'),
      ),
    );
  return row ?? null;
}

/** Whether a stored quote was made from the lead's current programme, intake and dependents. */
export function quoteMatchesLead(q: QuoteRow, lead: QuoteInputs) {
  const ages = (xs: { age: number }[]) => xs.map((x) => x.age).join(',');
  return (
    q.programmeId === lead.programmeId &&
    (lead.intake === null || q.body.intake === lead.intake) &&
    ages(q.body.dependents) === ages(lead.dependents)
  );
}

/** Every version of a lead's quote, newest first; older versions stay readable. */
export async function listQuoteVersions(
  db: Q,
  tenantId: string,
  leadId: string,
): Promise<QuoteVersion[]> {
  const rows = await db
    .select()
    .from(agencyQuotes)
    .where(and(eq(agencyQuotes.tenantId, tenantId), eq(agencyQuotes.leadId, leadId)))
    .orderBy(desc(agencyQuotes.version));
  const names = await userNames(
    db,
    tenantId,
    rows.map((r) => r.createdBy),
  );
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    status: r.status as QuoteVersion['status'],
    programmeId: r.programmeId,
    language: r.language as QuoteVersion['language'],
    createdByName: r.createdBy ? (names.get(r.createdBy) ?? null) : null,
    createdAt: iso(r.createdAt),
    frozenAt: r.frozenAt ? iso(r.frozenAt) : null,
    quote: { ...r.body, tuition: r.body.tuition ?? '0.00' },
  }));
}

/**
 * A quote as issued (issue 32): in the student's language, its issue date, the date it holds
 * until, and the text of the terms it comes with (the accepted version, else the published one).
 */
export async function withIssue(
  db: Q,
  tenantId: string,
  quote: Quote,
  o: { language: string; issuedAt: Date; termsId: string | null },
): Promise<Quote> {
  const [terms] = await db
    .select()
    .from(agencyTerms)
    .where(
      and(
        eq(agencyTerms.tenantId, tenantId),
        o.termsId ? eq(agencyTerms.id, o.termsId) : eq(agencyTerms.status, 'published'),
      ),
    );
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return {
    ...quote,
    language: o.language as Quote['language'],
    issuedOn: day(o.issuedAt),
    validUntil: day(new Date(o.issuedAt.getTime() + QUOTE_VALID_DAYS * 86_400_000)),
    terms: terms
      ? { version: terms.version, text: terms.body[o.language] || terms.body.en || '' }
      : null,
  };
}

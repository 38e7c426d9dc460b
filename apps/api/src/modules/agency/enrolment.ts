import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../kernel/db/client';
import { AppError } from '../../kernel/errors';
import type { LeadRow } from './lead-repository';
import { assertDependentsAllowed } from './quote';
import {
  findQuoteVersion,
  issueQuote,
  quoteMatchesLead,
  frozenQuote,
  type QuoteRow,
} from './quote-versions';
import { earnCommission, recomputeCommission } from './commission';
import { agencyQuotes, agencyTerms } from './tables';

/**
 * Enrolment as a contract (issue 32): the current published terms accepted, on a quote made
 * from the lead's programme, intake and dependents as they are now, with dependents within
 * the bands' allowance. The accepted quote is frozen and the commission earned on its tuition.
 */
export async function enrol(tx: Tx, lead: LeadRow) {
  const [published] = await tx
    .select()
    .from(agencyTerms)
    .where(and(eq(agencyTerms.tenantId, lead.tenantId), eq(agencyTerms.status, 'published')));
  if (!lead.termsId || !published) {
    throw new AppError(
      422,
      'terms_not_accepted',
      'The student must accept the published terms before enrolling',
      [{ path: 'terms', message: published ? `v${published.version}` : '' }],
    );
  }
  if (lead.termsId !== published.id) {
    throw new AppError(
      422,
      'terms_outdated',
      `The terms accepted are not the published version ${published.version}: have them accepted again`,
      [{ path: 'terms', message: `v${published.version}` }],
    );
  }
  const quote = lead.termsQuoteId
    ? await findQuoteVersion(tx, lead.tenantId, lead.termsQuoteId)
    : null;
  if (!quote || !quoteMatchesLead(quote, lead)) {
    throw new AppError(
      422,
      'terms_quote_outdated',
      'The terms were accepted on a quote for another programme, intake or family: have them accepted on the current quote',
      [{ path: 'terms', message: quote ? `v${quote.version}` : '' }],
    );
  }
  assertDependentsAllowed(quote.body);
  const [frozen] = await tx
    .update(agencyQuotes)
    .set({ status: 'frozen', frozenAt: new Date() })
    .where(eq(agencyQuotes.id, quote.id))
    .returning();
  await earnCommission(tx, lead, frozen!);
  return frozen!;
}

type Inputs = Pick<LeadRow, 'programmeId' | 'intake' | 'dependents' | 'language'>;

/**
 * An enrolled lead whose programme, intake or dependents change gets a new frozen quote
 * version; the old one is superseded and stays readable. A change of programme must say
 * whether the commission changes: `keep` leaves the earnings as they are, `recompute` adds
 * the difference to what the new quote earns. Returns the new version, or null if the quote
 * inputs did not change.
 */
export async function requote(
  tx: Tx,
  lead: LeadRow,
  next: Inputs,
  userId: string,
  commissionChange: 'keep' | 'recompute' | undefined,
) {
  const current = await frozenQuote(tx, lead.tenantId, lead.id);
  if (current && quoteMatchesLead(current, next)) return null;
  const programmeChanged = !current || current.programmeId !== next.programmeId;
  if (programmeChanged && !commissionChange) {
    throw new AppError(
      422,
      'commission_choice_required',
      'The programme of an enrolled lead changes its quote: say whether the commission changes too',
      [{ path: 'commissionChange', message: current ? `v${current.version}` : '' }],
    );
  }
  if (!next.programmeId)
    throw new AppError(422, 'programme_required', 'An enrolled lead keeps a programme', [
      { path: 'programmeId', message: 'Choose the programme' },
    ]);
  if (current)
    await tx
      .update(agencyQuotes)
      .set({ status: 'superseded' })
      .where(eq(agencyQuotes.id, current.id));
  const created: QuoteRow = await issueQuote(tx, lead, next, userId, 'frozen', lead.termsId);
  if (programmeChanged && commissionChange === 'recompute')
    await recomputeCommission(tx, { ...lead, ...next }, created);
  return created;
}

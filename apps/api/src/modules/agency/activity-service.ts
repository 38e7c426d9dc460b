import { and, desc, eq } from 'drizzle-orm';
import type { Activity } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { AppError, notFound } from '../../kernel/errors';
import type { AuthContext } from '../../kernel/types';
import { iso } from '../users';
import { findLead, insertActivity } from './lead-repository';
import { toLeads } from './lead-view';
import { userNames } from './lookups';
import { issueQuote } from './quote-versions';
import { agencyLeadActivities, agencyLeads, agencyTerms } from './tables';

/** The lead's timeline, newest first: notes, calls, e-mails, meetings and status changes with who. */
export async function listActivities(
  db: Db,
  tenantId: string,
  leadId: string,
): Promise<Activity[]> {
  if (!(await findLead(db, tenantId, leadId))) throw notFound('Lead');
  const rows = await db
    .select()
    .from(agencyLeadActivities)
    .where(
      and(eq(agencyLeadActivities.tenantId, tenantId), eq(agencyLeadActivities.leadId, leadId)),
    )
    .orderBy(desc(agencyLeadActivities.createdAt))
    .limit(500);
  const names = await userNames(
    db,
    tenantId,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as Activity['kind'],
    body: r.body,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    userId: r.userId,
    userName: r.userId ? (names.get(r.userId) ?? null) : null,
    createdAt: iso(r.createdAt),
  }));
}

export async function addActivity(
  db: Db,
  auth: AuthContext,
  leadId: string,
  body: { kind: Activity['kind']; body: string },
) {
  if (!(await findLead(db, auth.tenant.id, leadId))) throw notFound('Lead');
  const [row] = await db
    .insert(agencyLeadActivities)
    .values({
      tenantId: auth.tenant.id,
      leadId,
      kind: body.kind,
      body: body.body,
      userId: auth.user.id,
    })
    .returning();
  await db.update(agencyLeads).set({ updatedAt: new Date() }).where(eq(agencyLeads.id, leadId));
  return {
    id: row!.id,
    kind: row!.kind as Activity['kind'],
    body: row!.body,
    fromStatus: null,
    toStatus: null,
    userId: auth.user.id,
    userName: auth.user.fullName,
    createdAt: iso(row!.createdAt),
  };
}

/**
 * Records that the lead accepted the published terms: which version, when, who recorded it and
 * on which quote (issue 32). The quote is stored as a new version at that moment: it is what
 * enrolment will freeze. An enrolled lead's contract is already made.
 */
export async function acceptTerms(db: Db, auth: AuthContext, leadId: string, termsId: string) {
  return db.transaction(async (tx) => {
    const lead = await findLead(tx, auth.tenant.id, leadId);
    if (!lead) throw notFound('Lead');
    if (lead.status === 'enrolled')
      throw new AppError(
        422,
        'lead_enrolled_final',
        'An enrolled lead stays enrolled: its contract is made',
      );
    const [terms] = await tx
      .select()
      .from(agencyTerms)
      .where(and(eq(agencyTerms.tenantId, auth.tenant.id), eq(agencyTerms.id, termsId)));
    if (!terms || terms.status !== 'published')
      throw new AppError(422, 'terms_not_published', 'Only the published terms can be accepted');
    if (!lead.programmeId)
      throw new AppError(
        422,
        'programme_required',
        'Choose the programme before the terms are accepted on its quote',
        [{ path: 'programmeId', message: 'Choose the programme' }],
      );
    const quote = await issueQuote(tx, lead, lead, auth.user.id, 'issued', termsId);
    const [row] = await tx
      .update(agencyLeads)
      .set({
        termsId,
        termsAcceptedAt: new Date(),
        termsAcceptedBy: auth.user.id,
        termsQuoteId: quote.id,
        updatedAt: new Date(),
      })
      .where(eq(agencyLeads.id, leadId))
      .returning();
    await insertActivity(tx, {
      tenantId: auth.tenant.id,
      leadId,
      kind: 'terms_accepted',
      body: `v${terms.version} · quote v${quote.version}`,
      userId: auth.user.id,
    });
    return (await toLeads(tx, auth.tenant.id, [row!]))[0]!;
  });
}

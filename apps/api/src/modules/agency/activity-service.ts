import { and, desc, eq } from 'drizzle-orm';
import type { Activity } from '@sp/contracts/api';
import type { Db } from '../../kernel/db/client';
import { AppError, notFound } from '../../kernel/errors';
import type { AuthContext } from '../../kernel/types';
import { iso } from '../users/views';
import { findLead, insertActivity } from './lead-repository';
import { toLeads } from './lead-view';
import { userNames } from './lookups';
import { agencyLeadActivities, agencyLeads, agencyTerms } from './tables';

/** The lead's timeline, newest first: notes, calls, e-mails, meetings and status changes with who. */
export async function listActivities(db: Db, tenantId: string, leadId: string): Promise<Activity[]> {
  if (!(await findLead(db, tenantId, leadId))) throw notFound('Lead');
  const rows = await db
    .select()
    .from(agencyLeadActivities)
    .where(and(eq(agencyLeadActivities.tenantId, tenantId), eq(agencyLeadActivities.leadId, leadId)))
    .orderBy(desc(agencyLeadActivities.createdAt))
    .limit(500);
  const names = await userNames(db, tenantId, rows.map((r) => r.userId));
  return rows.map((r) => ({
    id: r.id, kind: r.kind as Activity['kind'], body: r.body, fromStatus: r.fromStatus, toStatus: r.toStatus, userId: r.userId,
    userName: r.userId ? (names.get(r.userId) ?? null) : null, createdAt: iso(r.createdAt),
  }));
}

export async function addActivity(db: Db, auth: AuthContext, leadId: string, body: { kind: Activity['kind']; body: string }) {
  if (!(await findLead(db, auth.tenant.id, leadId))) throw notFound('Lead');
  const [row] = await db
    .insert(agencyLeadActivities)
    .values({ tenantId: auth.tenant.id, leadId, kind: body.kind, body: body.body, userId: auth.user.id })
    .returning();
  await db.update(agencyLeads).set({ updatedAt: new Date() }).where(eq(agencyLeads.id, leadId));
  return {
    id: row!.id, kind: row!.kind as Activity['kind'], body: row!.body, fromStatus: null, toStatus: null, userId: auth.user.id,
    userName: auth.user.fullName, createdAt: iso(row!.createdAt),
  };
}

/** Records that the lead accepted the published terms (the version and the date are kept). */
export async function acceptTerms(db: Db, auth: AuthContext, leadId: string, termsId: string) {
  const lead = await findLead(db, auth.tenant.id, leadId);
  if (!lead) throw notFound('Lead');
  const [terms] = await db.select().from(agencyTerms).where(and(eq(agencyTerms.tenantId, auth.tenant.id), eq(agencyTerms.id, termsId)));
  if (!terms || terms.status !== 'published') throw new AppError(422, 'terms_not_published', 'Only the published terms can be accepted');
  const [row] = await db.update(agencyLeads).set({ termsId, termsAcceptedAt: new Date(), updatedAt: new Date() }).where(eq(agencyLeads.id, leadId)).returning();
  await insertActivity(db, { tenantId: auth.tenant.id, leadId, kind: 'terms_accepted', body: `v${terms.version}`, userId: auth.user.id });
  return (await toLeads(db, auth.tenant.id, [row!]))[0]!;
}

import { and, asc, count, eq, inArray, isNull, max, ne, notInArray, or, sql } from 'drizzle-orm';
import { activityKinds, type LeadDuplicate } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { AppError, notFound } from '../../kernel/errors';
import { actorOf, type AuthContext, type Deps } from '../../kernel/types';
import { recordAudit } from '../audit';
import { insertActivity, type LeadRow } from './lead-repository';
import { toLeads } from './lead-view';
import { agencyLeadActivities, agencyLeads, agencyQuotes, agencyTasks } from './tables';

type Q = Db | Tx;
const digitsOf = (phone: string | null | undefined) => (phone ?? '').replace(/[^0-9]/g, '');
/** A lead still being worked: not enrolled, not lost (a merged lead is lost). */
const open = and(
  notInArray(agencyLeads.status, ['enrolled', 'lost']),
  isNull(agencyLeads.mergedIntoId),
);

/** The condition "same e-mail (any case) or same phone digits (6 or more)", or null when the lead has neither. */
function sameContact(email: string | null, phone: string | null) {
  const digits = digitsOf(phone);
  return (
    or(
      email ? sql`lower(${agencyLeads.email}) = ${email.toLowerCase()}` : undefined,
      digits.length >= 6
        ? sql`regexp_replace(coalesce(${agencyLeads.phone}, ''), '[^0-9]', '', 'g') = ${digits}`
        : undefined,
    ) ?? null
  );
}

/** Whether an open lead of the tenant has this e-mail or phone (the flag of a new or imported lead). */
export async function hasOpenDuplicate(
  db: Q,
  tenantId: string,
  email: string | null,
  phone: string | null,
  exceptId?: string,
) {
  const match = sameContact(email, phone);
  if (!match) return false;
  const [row] = await db
    .select({ id: agencyLeads.id })
    .from(agencyLeads)
    .where(
      and(
        eq(agencyLeads.tenantId, tenantId),
        open,
        match,
        exceptId ? ne(agencyLeads.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/** A lead's possible duplicates: the tenant's open leads with its e-mail or phone, oldest first, with what each holds. */
export async function duplicatesOf(
  db: Q,
  tenantId: string,
  lead: LeadRow,
): Promise<LeadDuplicate[]> {
  const match = sameContact(lead.email, lead.phone);
  if (!match || lead.mergedIntoId) return [];
  const rows = await db
    .select()
    .from(agencyLeads)
    .where(and(eq(agencyLeads.tenantId, tenantId), open, match, ne(agencyLeads.id, lead.id)))
    .orderBy(asc(agencyLeads.createdAt))
    .limit(20);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const counted = async (
    table: typeof agencyTasks | typeof agencyLeadActivities | typeof agencyQuotes,
  ) => {
    const xs = await db
      .select({ leadId: table.leadId, n: count() })
      .from(table)
      .where(and(eq(table.tenantId, tenantId), inArray(table.leadId, ids)))
      .groupBy(table.leadId);
    return new Map(xs.map((x) => [x.leadId!, Number(x.n)]));
  };
  const [tasks, activities, quotes] = await Promise.all([
    counted(agencyTasks),
    counted(agencyLeadActivities),
    counted(agencyQuotes),
  ]);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    fullName: r.fullName,
    email: r.email,
    phone: r.phone,
    status: r.status as LeadDuplicate['status'],
    createdAt: r.createdAt.toISOString(),
    tasks: tasks.get(r.id) ?? 0,
    activities: activities.get(r.id) ?? 0,
    quotes: quotes.get(r.id) ?? 0,
  }));
}

const refuse = (code: string, message: string, name: string) =>
  new AppError(422, code, message, [{ path: 'duplicateId', message: name }]);

/**
 * Merges `duplicateId` into the lead `keepId` (issue 32): its tasks, notes and quote versions
 * move to the kept lead (the quotes numbered after the kept lead's own), the kept lead's empty
 * contact fields take the duplicate's, and the duplicate becomes lost, pointing at the kept
 * lead, readable still. Both rows are locked in id order, so two merges of the same pair (or
 * crossed ones) run one after the other and the second is refused. An enrolled duplicate is
 * never absorbed (its contract and commission stay where they are): keep it instead.
 */
export async function mergeLeads(
  deps: Deps,
  auth: AuthContext,
  keepId: string,
  duplicateId: string,
) {
  const tenantId = auth.tenant.id;
  if (keepId === duplicateId)
    throw refuse('merge_same_lead', 'A lead cannot be merged into itself', keepId);
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(agencyLeads)
      .where(
        and(eq(agencyLeads.tenantId, tenantId), inArray(agencyLeads.id, [keepId, duplicateId])),
      )
      .orderBy(asc(agencyLeads.id))
      .for('update');
    const keep = rows.find((r) => r.id === keepId);
    const dupe = rows.find((r) => r.id === duplicateId);
    if (!keep || !dupe) throw notFound('Lead');
    if (keep.mergedIntoId)
      throw refuse('merge_already_merged', `${keep.number} was merged already`, keep.number);
    if (dupe.mergedIntoId)
      throw refuse('merge_already_merged', `${dupe.number} was merged already`, dupe.number);
    if (dupe.status === 'enrolled')
      throw refuse(
        'merge_enrolled_lead',
        `${dupe.number} is enrolled: keep it and merge the other lead into it`,
        dupe.number,
      );
    const same =
      (dupe.email && keep.email && dupe.email.toLowerCase() === keep.email.toLowerCase()) ||
      (digitsOf(dupe.phone).length >= 6 && digitsOf(dupe.phone) === digitsOf(keep.phone));
    if (!same)
      throw refuse(
        'merge_not_duplicate',
        `${dupe.number} has neither the e-mail nor the phone of ${keep.number}`,
        dupe.number,
      );

    const moved = { tasks: 0, activities: 0, quotes: 0 };
    const ofDupe = <
      T extends typeof agencyTasks | typeof agencyLeadActivities | typeof agencyQuotes,
    >(
      t: T,
    ) => and(eq(t.tenantId, tenantId), eq(t.leadId, duplicateId));
    moved.tasks = (
      await tx
        .update(agencyTasks)
        .set({ leadId: keepId })
        .where(ofDupe(agencyTasks))
        .returning({ id: agencyTasks.id })
    ).length;
    // What the counsellors wrote moves (notes, calls, e-mails, meetings); the duplicate's own history (made, status) stays with it.
    moved.activities = (
      await tx
        .update(agencyLeadActivities)
        .set({ leadId: keepId })
        .where(
          and(ofDupe(agencyLeadActivities), inArray(agencyLeadActivities.kind, [...activityKinds])),
        )
        .returning({ id: agencyLeadActivities.id })
    ).length;
    // Quote versions keep their order, after the kept lead's; the duplicate's are history unless
    // the kept lead has no accepted terms of its own, when the duplicate's acceptance comes along.
    const [top] = await tx
      .select({ v: max(agencyQuotes.version) })
      .from(agencyQuotes)
      .where(and(eq(agencyQuotes.tenantId, tenantId), eq(agencyQuotes.leadId, keepId)));
    const takeTerms = !keep.termsId && !!dupe.termsId;
    const quotes = await tx
      .select({ id: agencyQuotes.id, version: agencyQuotes.version })
      .from(agencyQuotes)
      .where(ofDupe(agencyQuotes))
      .orderBy(asc(agencyQuotes.version));
    const offset = top?.v ?? 0;
    for (const q of quotes) {
      await tx
        .update(agencyQuotes)
        .set({
          leadId: keepId,
          version: offset + q.version,
          ...(takeTerms && q.id === dupe.termsQuoteId ? {} : { status: 'superseded' }),
        })
        .where(eq(agencyQuotes.id, q.id));
    }
    moved.quotes = quotes.length;

    const fill = {
      email: keep.email ?? dupe.email,
      phone: keep.phone ?? dupe.phone,
      dateOfBirth: keep.dateOfBirth ?? dupe.dateOfBirth,
      programmeId: keep.programmeId ?? dupe.programmeId,
      destinationId: keep.destinationId ?? dupe.destinationId,
      intake: keep.intake ?? dupe.intake,
      budgetMinor: keep.budgetMinor ?? dupe.budgetMinor,
      subAgencyId: keep.subAgencyId ?? dupe.subAgencyId,
      ...(takeTerms
        ? {
            termsId: dupe.termsId,
            termsAcceptedAt: dupe.termsAcceptedAt,
            termsAcceptedBy: dupe.termsAcceptedBy,
            termsQuoteId: dupe.termsQuoteId,
          }
        : {}),
    };
    const reason = `Merged into ${keep.number}`;
    await tx
      .update(agencyLeads)
      .set({
        status: 'lost',
        lostReason: reason,
        mergedIntoId: keepId,
        possibleDuplicate: false,
        statusChangedAt: new Date(),
        updatedAt: new Date(),
        ...(takeTerms
          ? { termsId: null, termsAcceptedAt: null, termsAcceptedBy: null, termsQuoteId: null }
          : {}),
      })
      .where(eq(agencyLeads.id, duplicateId));
    // Still a duplicate of another open lead with the contacts it now has (the absorbed one is lost already).
    const stillDuplicate = await hasOpenDuplicate(tx, tenantId, fill.email, fill.phone, keepId);
    const [final] = await tx
      .update(agencyLeads)
      .set({ ...fill, possibleDuplicate: stillDuplicate, updatedAt: new Date() })
      .where(eq(agencyLeads.id, keepId))
      .returning();
    await insertActivity(tx, {
      tenantId,
      leadId: duplicateId,
      kind: 'status_change',
      body: reason,
      fromStatus: dupe.status,
      toStatus: 'lost',
      userId: auth.user.id,
    });
    await recordAudit(tx, actorOf(auth), {
      action: 'merge',
      recordType: 'Lead',
      recordId: keepId,
      before: { absorbed: null },
      after: { absorbed: `${dupe.number} ${dupe.fullName}`, ...moved },
    });
    await recordAudit(tx, actorOf(auth), {
      action: 'merge',
      recordType: 'Lead',
      recordId: duplicateId,
      before: { status: dupe.status, mergedInto: null },
      after: { status: 'lost', mergedInto: keep.number },
    });
    return { lead: (await toLeads(tx, tenantId, [final!]))[0]!, moved };
  });
}

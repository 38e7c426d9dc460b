import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LeadPatch, LeadStatus } from '@sp/contracts/api';
import { AppError, notFound } from '../../kernel/errors';
import { toMinor } from '../../kernel/money';
import { nextDocumentNumber } from '../../kernel/sequences';
import { actorOf, type AuthContext, type Deps } from '../../kernel/types';
import { recordAudit, recordAudits } from '../audit';
import { enrol, requote } from './enrolment';
import { hasOpenDuplicate } from './lead-duplicates';
import { findDuplicates, findLead, insertActivity, type LeadInsert } from './lead-repository';
import { leadAuditView, toLeads } from './lead-view';
import { isTenantUser, loadLookups, type Lookups } from './lookups';
import { agencyLeads } from './tables';

const invalid = (path: string, message: string) =>
  new AppError(400, 'validation_failed', message, [{ path, message }]);

/** Checks the references of a lead body against the caller's tenant and maps it to columns. */
async function columnsOf(
  deps: Deps,
  auth: AuthContext,
  l: Lookups,
  body: LeadPatch,
): Promise<Partial<LeadInsert>> {
  const { budget, ...rest } = body;
  if (body.destinationId && !l.destinations.has(body.destinationId))
    throw invalid('destinationId', 'Unknown destination');
  if (body.programmeId && !l.programmes.has(body.programmeId))
    throw invalid('programmeId', 'Unknown programme');
  if (body.subAgencyId && !l.subAgencies.has(body.subAgencyId))
    throw invalid('subAgencyId', 'Unknown sub-agency');
  if (body.assignedTo && !(await isTenantUser(deps.db, auth.tenant.id, body.assignedTo)))
    throw invalid('assignedTo', 'Unknown user');
  const programme = body.programmeId ? l.programmes.get(body.programmeId) : undefined;
  return {
    ...rest,
    // The programme decides the destination.
    ...(programme ? { destinationId: programme.destinationId } : {}),
    ...(budget !== undefined ? { budgetMinor: budget === null ? null : toMinor(budget) } : {}),
  } as Partial<LeadInsert>;
}

export async function createLead(
  deps: Deps,
  auth: AuthContext,
  body: LeadPatch & { allowDuplicate?: boolean },
) {
  const { allowDuplicate, ...fields } = body;
  const dupes = await findDuplicates(
    deps.db,
    auth.tenant.id,
    fields.email ?? null,
    fields.phone ?? null,
  );
  if (dupes.length && !allowDuplicate) {
    throw new AppError(
      409,
      'lead_duplicate',
      `A lead with this e-mail or phone exists: ${dupes.map((d) => `${d.number} ${d.fullName}`).join(', ')}`,
      dupes.map((d) => ({ path: d.id, message: `${d.number} ${d.fullName}` })),
    );
  }
  const l = await loadLookups(deps.db, auth.tenant.id);
  const columns = await columnsOf(deps, auth, l, fields);
  return deps.db.transaction(async (tx) => {
    const number = await nextDocumentNumber(tx, auth.tenant.id, 'lead', 'LD');
    // Saved anyway with the e-mail or phone of an open lead: flagged, so the lead page offers the merge.
    const possibleDuplicate = await hasOpenDuplicate(
      tx,
      auth.tenant.id,
      fields.email ?? null,
      fields.phone ?? null,
    );
    const [row] = await tx
      .insert(agencyLeads)
      .values({
        ...(columns as LeadInsert),
        tenantId: auth.tenant.id,
        number,
        assignedTo: columns.assignedTo ?? auth.user.id,
        possibleDuplicate,
      })
      .returning();
    await insertActivity(tx, {
      tenantId: auth.tenant.id,
      leadId: row!.id,
      kind: 'created',
      body: '',
      toStatus: 'new',
      userId: auth.user.id,
    });
    await recordAudit(tx, actorOf(auth), {
      action: 'create',
      recordType: 'Lead',
      recordId: row!.id,
      after: { number, fullName: row!.fullName },
    });
    return (await toLeads(tx, auth.tenant.id, [row!], l))[0]!;
  });
}

export async function editLead(deps: Deps, auth: AuthContext, id: string, body: LeadPatch) {
  const { commissionChange, ...fields } = body;
  const l = await loadLookups(deps.db, auth.tenant.id);
  const columns = await columnsOf(deps, auth, l, fields);
  return deps.db.transaction(async (tx) => {
    const before = await findLead(tx, auth.tenant.id, id, true);
    if (!before) throw notFound('Lead');
    const [row] = await tx
      .update(agencyLeads)
      .set({ ...columns, updatedAt: new Date() })
      .where(and(eq(agencyLeads.tenantId, auth.tenant.id), eq(agencyLeads.id, id)))
      .returning();
    // An enrolled lead's quote is a contract: a change of its inputs makes a new version.
    const requoted =
      before.status === 'enrolled'
        ? await requote(tx, before, row!, auth.user.id, commissionChange)
        : null;
    const [was, now] = await toLeads(tx, auth.tenant.id, [before, row!], l);
    await recordAudit(tx, actorOf(auth), {
      action: 'update',
      recordType: 'Lead',
      recordId: id,
      before: leadAuditView(was!),
      after: {
        ...leadAuditView(now!),
        ...(requoted
          ? { quoteVersion: requoted.version, commissionChange: commissionChange ?? 'keep' }
          : {}),
      },
    });
    return now!;
  });
}

/**
 * Moves a lead along the pipeline. Lost needs a reason; enrolled is final (its commission
 * is earned) and needs a programme. The change is logged with who and when.
 */
export async function changeStatus(
  deps: Deps,
  auth: AuthContext,
  id: string,
  status: LeadStatus,
  reason?: string,
) {
  return deps.db.transaction(async (tx) => {
    const lead = await findLead(tx, auth.tenant.id, id, true);
    if (!lead) throw notFound('Lead');
    if (lead.status === status) return (await toLeads(tx, auth.tenant.id, [lead]))[0]!;
    if (lead.status === 'enrolled')
      throw new AppError(
        422,
        'lead_enrolled_final',
        'An enrolled lead stays enrolled: its commission is earned',
      );
    if (status === 'lost' && !reason?.trim())
      throw new AppError(422, 'lost_reason_required', 'Say why the lead was lost', [
        { path: 'reason', message: 'Say why the lead was lost' },
      ]);
    if (status === 'enrolled' && !lead.programmeId)
      throw new AppError(422, 'programme_required', 'Choose the programme before enrolling', [
        { path: 'programmeId', message: 'Choose the programme before enrolling' },
      ]);
    const [row] = await tx
      .update(agencyLeads)
      .set({
        status,
        lostReason: status === 'lost' ? reason!.trim() : null,
        statusChangedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(agencyLeads.id, id))
      .returning();
    await insertActivity(tx, {
      tenantId: auth.tenant.id,
      leadId: id,
      kind: 'status_change',
      body: status === 'lost' ? reason!.trim() : '',
      fromStatus: lead.status,
      toStatus: status,
      userId: auth.user.id,
    });
    await recordAudit(tx, actorOf(auth), {
      action: 'status',
      recordType: 'Lead',
      recordId: id,
      before: { status: lead.status },
      after: { status, ...(status === 'lost' ? { reason: reason!.trim() } : {}) },
    });
    // The contract is checked before anything is written (the update above rolls back with it).
    if (status === 'enrolled') await enrol(tx, lead);
    const l = await loadLookups(tx, auth.tenant.id);
    return (await toLeads(tx, auth.tenant.id, [row!], l))[0]!;
  });
}

/** Gives leads to one person (or to nobody); each lead's audit entry says who had it before. */
export async function bulkAssign(
  deps: Deps,
  auth: AuthContext,
  ids: string[],
  assignedTo: string | null,
) {
  if (assignedTo && !(await isTenantUser(deps.db, auth.tenant.id, assignedTo)))
    throw invalid('assignedTo', 'Unknown user');
  return deps.db.transaction(async (tx) => {
    const mine = and(eq(agencyLeads.tenantId, auth.tenant.id), inArray(agencyLeads.id, ids));
    const was = await tx
      .select({ id: agencyLeads.id, assignedTo: agencyLeads.assignedTo })
      .from(agencyLeads)
      .where(mine)
      .orderBy(asc(agencyLeads.id))
      .for('update');
    await tx.update(agencyLeads).set({ assignedTo, updatedAt: new Date() }).where(mine);
    const moved = was.filter((r) => r.assignedTo !== assignedTo);
    await recordAudits(
      tx,
      actorOf(auth),
      moved.map((r) => ({
        action: 'assign',
        recordType: 'Lead',
        recordId: r.id,
        before: { assignedTo: r.assignedTo },
        after: { assignedTo },
      })),
    );
    return { updated: was.length };
  });
}

import { and, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { LeadListQuery, LeadStatus } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { likePattern, orderOf } from '../../kernel/list-query';
import { agencyLeadActivities, agencyLeads } from './tables';

type Q = Db | Tx;
export type LeadRow = typeof agencyLeads.$inferSelect;
export type LeadInsert = typeof agencyLeads.$inferInsert;
export type LeadFilter = Omit<LeadListQuery, 'page' | 'pageSize'>;

const SORT = {
  createdAt: agencyLeads.createdAt,
  updatedAt: agencyLeads.updatedAt,
  fullName: agencyLeads.fullName,
  status: agencyLeads.status,
  intake: agencyLeads.intake,
  statusChangedAt: agencyLeads.statusChangedAt,
};

/** The tenant scope and the list's filters as one condition (`me` is the caller). */
export function leadWhere(tenantId: string, userId: string, f: LeadFilter): SQL {
  const where: (SQL | undefined)[] = [eq(agencyLeads.tenantId, tenantId)];
  if (f.search?.trim()) {
    const p = likePattern(f.search.trim());
    const digits = f.search.replace(/[^0-9]/g, '');
    where.push(
      or(
        sql`${agencyLeads.fullName} ilike ${p}`,
        sql`${agencyLeads.email} ilike ${p}`,
        sql`${agencyLeads.number} ilike ${p}`,
        // A phone matches whatever spaces or dashes either side was typed with.
        digits.length >= 4
          ? sql`regexp_replace(coalesce(${agencyLeads.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`
          : undefined,
      ),
    );
  }
  if (f.status) where.push(inArray(agencyLeads.status, f.status.split(',')));
  if (f.destinationId) where.push(eq(agencyLeads.destinationId, f.destinationId));
  if (f.programmeId) where.push(eq(agencyLeads.programmeId, f.programmeId));
  if (f.subAgencyId) where.push(eq(agencyLeads.subAgencyId, f.subAgencyId));
  if (f.source) where.push(eq(agencyLeads.source, f.source));
  if (f.intake) where.push(eq(agencyLeads.intake, f.intake));
  if (f.assignedTo === 'none') where.push(isNull(agencyLeads.assignedTo));
  else if (f.assignedTo)
    where.push(eq(agencyLeads.assignedTo, f.assignedTo === 'me' ? userId : f.assignedTo));
  return and(...where.filter(Boolean))!;
}

export async function listLeads(
  db: Q,
  where: SQL,
  sort: string | undefined,
  page: number,
  pageSize: number,
) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(agencyLeads)
      .where(where)
      .orderBy(orderOf(sort ?? '-createdAt', SORT, 'createdAt'), agencyLeads.id)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(agencyLeads).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/** The true count of every status under the same filters, in one query. */
export async function countByStatus(db: Q, where: SQL) {
  const rows = await db
    .select({ status: agencyLeads.status, n: count() })
    .from(agencyLeads)
    .where(where)
    .groupBy(agencyLeads.status);
  return new Map(rows.map((r) => [r.status as LeadStatus, Number(r.n)]));
}

/** One lead; `lock` holds its row to the end of the transaction (status change, edit of an enrolled lead). */
export async function findLead(db: Q, tenantId: string, id: string, lock = false) {
  const q = db
    .select()
    .from(agencyLeads)
    .where(and(eq(agencyLeads.tenantId, tenantId), eq(agencyLeads.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** Leads of the tenant with this e-mail or phone (digits compared), for the duplicate warning. */
export async function findDuplicates(
  db: Q,
  tenantId: string,
  email: string | null,
  phone: string | null,
  exceptId?: string,
) {
  const digits = phone?.replace(/[^0-9]/g, '') ?? '';
  const match = or(
    email ? sql`lower(${agencyLeads.email}) = ${email.toLowerCase()}` : undefined,
    digits.length >= 6
      ? sql`regexp_replace(coalesce(${agencyLeads.phone}, ''), '[^0-9]', '', 'g') = ${digits}`
      : undefined,
  );
  if (!match) return [];
  const rows = await db
    .select()
    .from(agencyLeads)
    .where(and(eq(agencyLeads.tenantId, tenantId), match))
    .limit(5);
  return rows.filter((r) => r.id !== exceptId);
}

export async function insertActivity(db: Q, values: typeof agencyLeadActivities.$inferInsert) {
  await db.insert(agencyLeadActivities).values(values);
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { users } from '../users';
import { agencyDestinations, agencyProgrammes, agencySubAgencies, agencyTaskTypes } from './tables';

type Q = Db | Tx;
export type DestinationRow = typeof agencyDestinations.$inferSelect;
export type ProgrammeRow = typeof agencyProgrammes.$inferSelect;

/**
 * The tenant's small reference tables (destinations, programmes, sub-agencies, task types),
 * read once per request to name what rows point at: an agency has tens of these, not thousands.
 */
export async function loadLookups(db: Q, tenantId: string) {
  const [destinations, programmes, subAgencies, taskTypes] = await Promise.all([
    db.select().from(agencyDestinations).where(eq(agencyDestinations.tenantId, tenantId)),
    db.select().from(agencyProgrammes).where(eq(agencyProgrammes.tenantId, tenantId)),
    db
      .select({
        id: agencySubAgencies.id,
        name: agencySubAgencies.name,
        shareBp: agencySubAgencies.shareBp,
      })
      .from(agencySubAgencies)
      .where(eq(agencySubAgencies.tenantId, tenantId)),
    db
      .select({
        id: agencyTaskTypes.id,
        name: agencyTaskTypes.name,
        defaultDurationMinutes: agencyTaskTypes.defaultDurationMinutes,
      })
      .from(agencyTaskTypes)
      .where(eq(agencyTaskTypes.tenantId, tenantId)),
  ]);
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const destinationsById = byId(destinations);
  return {
    destinations: destinationsById,
    programmes: byId(programmes),
    subAgencies: byId(subAgencies),
    taskTypes: byId(taskTypes),
    /** A programme's currency is its destination's. */
    currencyOf: (programmeId: string | null | undefined) => {
      const p = programmeId ? programmes.find((x) => x.id === programmeId) : undefined;
      return p ? (destinationsById.get(p.destinationId)?.currency ?? null) : null;
    },
  };
}
export type Lookups = Awaited<ReturnType<typeof loadLookups>>;

/**
 * Names of the tenant's staff, for "assigned to" and "who did it". Read-only, scoped by
 * tenant; the users module exports no lookup of names yet.
 */
export async function userNames(db: Q, tenantId: string, ids: (string | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, wanted)));
  return new Map(rows.map((r) => [r.id, r.fullName]));
}

/** Whether a user id is staff of this tenant (an assignee from another tenant is refused as unknown). */
export async function isTenantUser(db: Q, tenantId: string, id: string) {
  return (await userNames(db, tenantId, [id])).has(id);
}

import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { toMinor } from '../../kernel/money';
import { computeQuote, scheduleProblem } from './quote';
import { agencyPaymentSchedules } from './tables';

type Q = Db | Tx;
export interface ScheduleLine {
  programmeId: string;
  label: string;
  shareBp: number | null;
  amountMinor: number | null;
  dueDays: number;
  position: number;
}

/** The programme's cost for the student alone: the least any quote of it totals. */
async function baseTotalMinor(db: Q, tenantId: string, programmeId: string) {
  const quote = await computeQuote(
    db,
    tenantId,
    { programmeId, dependents: [] },
    { schedule: false },
  );
  return toMinor(quote.total);
}

const linesOf = (db: Q, tenantId: string, programmeId: string, except: string | null) =>
  db
    .select()
    .from(agencyPaymentSchedules)
    .where(
      and(
        eq(agencyPaymentSchedules.tenantId, tenantId),
        eq(agencyPaymentSchedules.programmeId, programmeId),
        except ? ne(agencyPaymentSchedules.id, except) : undefined,
      ),
    )
    .orderBy(asc(agencyPaymentSchedules.position), asc(agencyPaymentSchedules.dueDays));

/**
 * One line saved from the flat list: the programme's shares may not pass 100 % and its fixed
 * amounts may not pass the programme's own cost. Lines are added one at a time there, so a
 * schedule below 100 % is allowed while it is being built; a quote refuses it until complete
 * (the programme page saves the whole schedule at once and checks exactly 100 %).
 */
export async function checkScheduleLine(
  db: Q,
  tenantId: string,
  line: ScheduleLine,
  id: string | null,
) {
  const others = await linesOf(db, tenantId, line.programmeId, id);
  const rows = [...others, line].sort((a, b) => a.position - b.position || a.dueDays - b.dueDays);
  const problem = scheduleProblem(
    rows,
    await baseTotalMinor(db, tenantId, line.programmeId),
    false,
  );
  if (problem) throw problem;
}

/** A whole schedule saved at once: shares exactly 100 % of what fixed amounts leave. */
export async function checkSchedule(
  db: Q,
  tenantId: string,
  programmeId: string,
  lines: Omit<ScheduleLine, 'programmeId'>[],
) {
  const problem = scheduleProblem(lines, await baseTotalMinor(db, tenantId, programmeId), true);
  if (problem) throw problem;
}

import { and, asc, eq } from 'drizzle-orm';
import type { Quote } from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { allocate, fromMinor } from '../../kernel/money';
import { AppError, notFound } from '../../kernel/errors';
import { textsOf } from './quote-texts';
import {
  agencyAgeBands,
  agencyCostComponents,
  agencyDestinations,
  agencyPaymentSchedules,
  agencyProgrammes,
} from './tables';

type Q = Db | Tx;
export interface QuoteInput {
  programmeId: string;
  intake?: string | null;
  dependents: { name: string; age: number }[];
  /** The student's language: names of destinations, costs and instalments in it when the agency gave them. */
  language?: string;
}

/** A configuration name in `language`, else the agency's own. */
const named = (
  row: { names?: Record<string, string> | null },
  fallback: string,
  language?: string,
) => (language && row.names?.[language]) || fallback;

/** The date `days` after the first of the intake month (negative: before), as YYYY-MM-DD. */
export function dueDate(intake: string, days: number) {
  const [y, m] = intake.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, 1 + days)).toISOString().slice(0, 10);
}

/** How many times a cost recurs over the programme: once, per month, or per started year. */
export const occurrences = (frequency: string, months: number) =>
  frequency === 'per_month' ? months : frequency === 'per_year' ? Math.ceil(months / 12) : 1;

/**
 * The cost estimate of a programme for a student and their dependents: the programme's cost
 * components over its duration, each dependent's extra cost by the destination's age band
 * (a dependent beyond the band's allowance is still priced, and flagged), and the payment
 * schedule (fixed amounts, then shares of what they leave: see scheduleProblem).
 */
export async function computeQuote(
  db: Q,
  tenantId: string,
  input: QuoteInput,
  opts = { schedule: true },
): Promise<Quote> {
  const [row] = await db
    .select({ p: agencyProgrammes, d: agencyDestinations })
    .from(agencyProgrammes)
    .innerJoin(agencyDestinations, eq(agencyDestinations.id, agencyProgrammes.destinationId))
    .where(
      and(eq(agencyProgrammes.tenantId, tenantId), eq(agencyProgrammes.id, input.programmeId)),
    );
  if (!row) throw notFound('Programme');
  const { p, d } = row;
  const [costs, bands, schedules] = await Promise.all([
    db
      .select()
      .from(agencyCostComponents)
      .where(
        and(
          eq(agencyCostComponents.tenantId, tenantId),
          eq(agencyCostComponents.programmeId, p.id),
        ),
      )
      .orderBy(asc(agencyCostComponents.createdAt)),
    db
      .select()
      .from(agencyAgeBands)
      .where(and(eq(agencyAgeBands.tenantId, tenantId), eq(agencyAgeBands.destinationId, d.id)))
      .orderBy(asc(agencyAgeBands.minAge)),
    db
      .select()
      .from(agencyPaymentSchedules)
      .where(
        and(
          eq(agencyPaymentSchedules.tenantId, tenantId),
          eq(agencyPaymentSchedules.programmeId, p.id),
        ),
      )
      .orderBy(asc(agencyPaymentSchedules.position), asc(agencyPaymentSchedules.dueDays)),
  ]);
  const intake = input.intake ?? p.intakes[0] ?? new Date().toISOString().slice(0, 7);
  const lines = costs.map((c) => {
    const quantity = occurrences(c.frequency, p.durationMonths);
    return {
      label: named(c, c.name, input.language),
      kind: c.kind,
      frequency: c.frequency,
      unit: fromMinor(c.amountMinor),
      quantity,
      totalMinor: c.amountMinor * quantity,
    };
  });
  // Programmes without a tuition cost component still cost their tuition.
  if (!costs.some((c) => c.kind === 'tuition')) {
    lines.unshift({
      label: textsOf(input.language).tuition,
      kind: 'tuition',
      frequency: 'one_off',
      unit: fromMinor(p.tuitionMinor),
      quantity: 1,
      totalMinor: p.tuitionMinor,
    });
  }
  const used = new Map<string, number>();
  const warnings: string[] = [];
  const dependents = input.dependents.map((dep) => {
    const band = bands.find((b) => dep.age >= b.minAge && dep.age <= b.maxAge);
    if (!band) {
      warnings.push(`No age band of ${d.name} covers age ${dep.age}`);
      return { name: dep.name, age: dep.age, band: null, costMinor: 0, allowed: false };
    }
    const n = (used.get(band.id) ?? 0) + 1;
    used.set(band.id, n);
    const allowed = n <= band.dependentsAllowed;
    if (!allowed)
      warnings.push(
        `${band.label}: at most ${band.dependentsAllowed} dependent(s) allowed in ${d.name}`,
      );
    return {
      name: dep.name,
      age: dep.age,
      band: named(band, band.label, input.language),
      costMinor: band.extraCostMinor,
      allowed,
    };
  });
  const totalMinor =
    lines.reduce((s, l) => s + l.totalMinor, 0) + dependents.reduce((s, x) => s + x.costMinor, 0);
  const tuitionMinor = lines
    .filter((l) => l.kind === 'tuition')
    .reduce((s, l) => s + l.totalMinor, 0);
  return {
    programmeId: p.id,
    programmeName: named(p, p.name, input.language),
    institution: p.institution,
    destinationName: named(d, d.name, input.language),
    currency: d.currency,
    intake,
    durationMonths: p.durationMonths,
    lines: lines.map(({ totalMinor: t, ...l }) => ({ ...l, total: fromMinor(t) })),
    dependents: dependents.map(({ costMinor, ...x }) => ({ ...x, cost: fromMinor(costMinor) })),
    warnings,
    total: fromMinor(totalMinor),
    tuition: fromMinor(tuitionMinor),
    schedule: opts.schedule ? scheduleOf(schedules, totalMinor, intake, input.language) : [],
  };
}

/**
 * Refuses a quote whose dependents exceed an age band's allowance (at terms acceptance,
 * enrolment and a change after it: the points where the quote becomes a contract). Each
 * detail names the band that refused, as the agency named it.
 */
export function assertDependentsAllowed(quote: Quote) {
  const over = quote.dependents.map((d, i) => ({ d, i })).filter(({ d }) => !d.allowed);
  if (!over.length) return;
  throw new AppError(
    422,
    'dependents_not_allowed',
    `Dependents over the allowance of their age band: ${quote.warnings.join('; ')}`,
    over.map(({ d, i }) => ({ path: `dependents.${i}`, message: d.band ?? String(d.age) })),
  );
}

type ScheduleRow = Pick<
  typeof agencyPaymentSchedules.$inferSelect,
  'label' | 'shareBp' | 'amountMinor'
>;

/**
 * The rules a payment schedule keeps (issue 32): shares split exactly 100 % of what fixed
 * amounts leave, and fixed amounts never exceed the total. Returns the refusal, or null.
 */
export function scheduleProblem(
  rows: ScheduleRow[],
  totalMinor: number | null,
  exact = true,
): AppError | null {
  if (rows.length === 0) return null;
  const fixedRows = rows.map((r, i) => ({ r, i })).filter(({ r }) => r.amountMinor !== null);
  const shareRows = rows.map((r, i) => ({ r, i })).filter(({ r }) => r.shareBp !== null);
  const shares = shareRows.reduce((s, { r }) => s + r.shareBp!, 0);
  const fixed = fixedRows.reduce((s, { r }) => s + r.amountMinor!, 0);
  if (totalMinor !== null && fixed > totalMinor) {
    return new AppError(
      422,
      'schedule_fixed_exceeds_total',
      `Fixed amounts (${fromMinor(fixed)}) exceed the total (${fromMinor(totalMinor)}): ${fixedRows.map(({ r }) => r.label).join(', ')}`,
      fixedRows.map(({ r, i }) => ({ path: `lines.${i}`, message: r.label })),
    );
  }
  if (exact ? shares !== 10_000 : shares > 10_000) {
    const named = shareRows.length ? shareRows : rows.map((r, i) => ({ r, i }));
    return new AppError(
      422,
      'schedule_shares_not_100',
      `The shares add up to ${shares / 100} %, not 100 % of what fixed amounts leave: ${named.map(({ r }) => r.label).join(', ')}`,
      named.map(({ r, i }) => ({ path: `lines.${i}`, message: r.label })),
    );
  }
  return null;
}

function scheduleOf(
  rows: (typeof agencyPaymentSchedules.$inferSelect)[],
  totalMinor: number,
  intake: string,
  language?: string,
) {
  if (rows.length === 0)
    return [
      {
        label: textsOf(language).fullPayment,
        dueDate: dueDate(intake, -30),
        amount: fromMinor(totalMinor),
      },
    ];
  const problem = scheduleProblem(rows, totalMinor);
  if (problem) throw problem;
  const fixed = rows.reduce((s, r) => s + (r.amountMinor ?? 0), 0);
  // Each share is its part of what fixed amounts leave (weights sum to exactly 10,000 bp, so
  // nothing is rescaled); largest remainder makes the instalments add up to the total exactly.
  const parts = allocate(
    totalMinor - fixed,
    rows.map((r) => r.shareBp ?? 0),
  );
  return rows.map((r, i) => ({
    label: named(r, r.label, language),
    dueDate: dueDate(intake, r.dueDays),
    amount: fromMinor(r.amountMinor ?? parts[i]!),
  }));
}

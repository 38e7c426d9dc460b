import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import type { DemoContext } from '../../kernel/db/demo-context';
import { shareOf, toMinor } from '../../kernel/money';
import { computeQuote } from './quote';
import { withIssue } from './quote-versions';
import * as tb from './tables';
import {
  demoCosts,
  demoDestinations,
  demoNames,
  demoProgrammes,
  demoSubAgencies,
  demoTaskTypes,
  firstNames,
  lastNames,
  lostReasons,
  nationalities,
  notes,
} from './seed-data';
import { seedLeads } from './seed-leads';
import { prng } from '../../kernel/db/seed-random';

/** The next `n` intake months (January, May, September) from now, as YYYY-MM. */
export function upcomingIntakes(n: number, now = new Date()) {
  const out: string[] = [];
  for (let y = now.getUTCFullYear(), m = now.getUTCMonth() + 2; out.length < n; m++) {
    if (m > 12) {
      m = 1;
      y++;
    }
    if ([1, 5, 9].includes(m)) out.push(`${y}-${String(m).padStart(2, '0')}`);
  }
  return out;
}

/**
 * Horizon's agency: five destinations, twenty programmes with their costs, schedules,
 * conditions and commission rules, age bands, task types, three sub-agencies, terms in two
 * versions, and about 400 leads over the pipeline with their activity, tasks and earnings.
 */
export async function seedAgency(db: Db, demo: DemoContext) {
  const tenantId = demo.tenants.horizon;
  const staff = demo.users.filter((u) => u.tenantId === tenantId);
  const intakes = upcomingIntakes(4);
  const today = new Date().toISOString().slice(0, 10);
  const lastYear = `${new Date().getUTCFullYear() - 1}-01-01`;
  await db.transaction(async (tx) => {
    const destinations = await tx
      .insert(tb.agencyDestinations)
      .values(demoDestinations.map((d) => ({ ...d, tenantId })))
      .returning();
    const programmes = await tx
      .insert(tb.agencyProgrammes)
      .values(
        demoProgrammes.map(([d, name, institution, level, durationMonths, tuition]) => ({
          tenantId,
          destinationId: destinations[d]!.id,
          name,
          names: demoNames[name] ?? {},
          institution,
          level,
          durationMonths,
          tuitionMinor: tuition * 100,
          intakes: level === 'language' ? intakes : intakes.filter((i) => !i.endsWith('-05')),
        })),
      )
      .returning();
    const destIndex = (p: (typeof programmes)[number]) =>
      destinations.findIndex((d) => d.id === p.destinationId);
    await tx.insert(tb.agencyCostComponents).values(
      programmes.flatMap((p) => {
        const c = demoCosts[destIndex(p)]!;
        return [
          { name: 'Tuition', kind: 'tuition', amountMinor: p.tuitionMinor, frequency: 'per_year' },
          {
            name: 'Application fee',
            kind: 'application',
            amountMinor: 15000,
            frequency: 'one_off',
          },
          { name: 'Visa', kind: 'visa', amountMinor: c.visa * 100, frequency: 'one_off' },
          {
            name: 'Health insurance',
            kind: 'insurance',
            amountMinor: c.insurance * 100,
            frequency: 'per_year',
          },
          {
            name: 'Living costs',
            kind: 'living',
            amountMinor: c.living * 100,
            frequency: 'per_month',
          },
          { name: 'Flights', kind: 'flights', amountMinor: c.flights * 100, frequency: 'one_off' },
        ].map((x) => ({ ...x, names: demoNames[x.name] ?? {}, tenantId, programmeId: p.id }));
      }),
    );
    await tx.insert(tb.agencyPaymentSchedules).values(
      programmes.flatMap((p) =>
        [
          { label: 'Deposit', shareBp: 3000, dueDays: -90, position: 1 },
          { label: 'Before departure', shareBp: 4000, dueDays: -30, position: 2 },
          { label: 'Second semester', shareBp: 3000, dueDays: 120, position: 3 },
        ].map((x) => ({ ...x, names: demoNames[x.label] ?? {}, tenantId, programmeId: p.id })),
      ),
    );
    const language = ['IELTS 6.0', 'DELF B2', 'IELTS 6.5', 'TestDaF 4', 'IELTS 5.5'];
    await tx.insert(tb.agencyProgrammeConditions).values(
      programmes.flatMap((p) =>
        [
          {
            kind: 'min_age',
            label: 'Minimum age',
            value: p.level === 'master' || p.level === 'phd' ? '21' : '17',
          },
          { kind: 'language_score', label: 'Language test', value: language[destIndex(p)]! },
          {
            kind: 'education_level',
            label: 'Education',
            value:
              p.level === 'master'
                ? "Bachelor's degree"
                : p.level === 'phd'
                  ? "Master's degree"
                  : 'High-school diploma',
          },
          { kind: 'document', label: 'Passport (valid 18 months)', value: '' },
          { kind: 'document', label: 'Transcripts and diplomas, translated', value: '' },
          { kind: 'document', label: 'Bank statements (6 months)', value: '' },
          { kind: 'document', label: 'Motivation letter', value: '' },
        ].map((x) => ({ ...x, tenantId, programmeId: p.id })),
      ),
    );
    const subs = await tx
      .insert(tb.agencySubAgencies)
      .values(demoSubAgencies.map((s) => ({ ...s, tenantId })))
      .returning();
    // Most programmes pay a rate of the tuition; language courses a fixed fee; one partner has its own deal.
    const commissions = await tx
      .insert(tb.agencyCommissions)
      .values(
        [
          ...programmes.map((p, i) =>
            p.level === 'language'
              ? {
                  programmeId: p.id,
                  kind: 'fixed',
                  amountMinor: 50000,
                  rateBp: null,
                  validFrom: lastYear,
                }
              : {
                  programmeId: p.id,
                  kind: 'rate',
                  rateBp: 1000 + (i % 3) * 250,
                  amountMinor: null,
                  validFrom: lastYear,
                },
          ),
          {
            programmeId: programmes[8]!.id,
            subAgencyId: subs[0]!.id,
            kind: 'rate',
            rateBp: 1500,
            amountMinor: null,
            subAgencyShareBp: 4000,
            validFrom: lastYear,
          },
        ].map((x) => ({ ...x, tenantId })),
      )
      .returning();
    await tx.insert(tb.agencyAgeBands).values(
      destinations.flatMap((d, i) =>
        [
          {
            label: 'Infant 0-5',
            minAge: 0,
            maxAge: 5,
            dependentsAllowed: 2,
            extraCostMinor: [180000, 90000, 120000, 80000, 250000][i]!,
          },
          {
            label: 'Child 6-17',
            minAge: 6,
            maxAge: 17,
            dependentsAllowed: 3,
            extraCostMinor: [350000, 150000, 280000, 120000, 900000][i]!,
          },
          {
            label: 'Adult 18 and over',
            minAge: 18,
            maxAge: 120,
            dependentsAllowed: 1,
            extraCostMinor: [600000, 300000, 520000, 250000, 1200000][i]!,
          },
        ].map((x) => ({ ...x, names: demoNames[x.label] ?? {}, tenantId, destinationId: d.id })),
      ),
    );
    const taskTypes = await tx
      .insert(tb.agencyTaskTypes)
      .values(
        demoTaskTypes.map(([name, minutes]) => ({
          tenantId,
          name,
          defaultDurationMinutes: minutes,
        })),
      )
      .returning();
    const terms = await tx
      .insert(tb.agencyTerms)
      .values(
        [
          {
            version: 1,
            title: 'Service agreement 2025',
            status: 'archived',
            publishedAt: new Date(Date.now() - 300 * 86_400_000),
            body: termsBody(1),
          },
          {
            version: 2,
            title: 'Service agreement 2026',
            status: 'published',
            publishedAt: new Date(Date.now() - 60 * 86_400_000),
            body: termsBody(2),
          },
        ].map((x) => ({ ...x, tenantId })),
      )
      .returning();
    await seedLeads(tx, {
      tenantId,
      staff,
      programmes,
      destinations,
      subs,
      commissions,
      taskTypes,
      publishedTerms: terms[1]!,
      intakes,
      today,
      random: prng(15),
      names: { firstNames, lastNames, nationalities, notes, lostReasons },
      shareOf,
    });
    await seedQuoteVersions(tx, tenantId);
    await tx.execute(sql`insert into document_sequences (tenant_id, series, next) values (${tenantId}, 'lead', 401)
      on conflict (tenant_id, series) do update set next = greatest(document_sequences.next, 401)`);
  });
}

function termsBody(version: number) {
  return {
    en: `Version ${version}. Horizon Study advises students on programmes abroad. Our fee is paid by the institutions; you pay only the costs listed in your estimate. Documents you give us are used for your applications only.`,
    fr: `Version ${version}. Horizon Study conseille les étudiants sur les programmes à l’étranger. Nos honoraires sont payés par les établissements ; vous ne payez que les coûts indiqués dans votre devis.`,
    ar: `الإصدار ${version}. تقدم هورايزن ستادي الاستشارة للطلاب حول برامج الدراسة في الخارج. تدفع المؤسسات أتعابنا، ولا تدفع إلا التكاليف المذكورة في تقديرك.`,
  };
}

/**
 * Each lead that accepted the terms did so on a stored quote (version 1), frozen for the
 * enrolled ones: the contract a counsellor opens on the lead's page (issue 32).
 */
async function seedQuoteVersions(tx: Tx, tenantId: string) {
  const leads = await tx
    .select()
    .from(tb.agencyLeads)
    .where(
      and(
        eq(tb.agencyLeads.tenantId, tenantId),
        isNotNull(tb.agencyLeads.termsId),
        isNotNull(tb.agencyLeads.programmeId),
      ),
    );
  for (const lead of leads) {
    const enrolled = lead.status === 'enrolled';
    const quote = await withIssue(
      tx,
      tenantId,
      await computeQuote(tx, tenantId, {
        programmeId: lead.programmeId!,
        intake: lead.intake,
        dependents: lead.dependents,
        language: lead.language,
      }),
      {
        language: lead.language,
        issuedAt: lead.termsAcceptedAt ?? lead.createdAt,
        termsId: lead.termsId,
      },
    );
    const [row] = await tx
      .insert(tb.agencyQuotes)
      .values({
        tenantId,
        leadId: lead.id,
        version: 1,
        programmeId: quote.programmeId,
        language: lead.language,
        currency: quote.currency,
        totalMinor: toMinor(quote.total),
        tuitionMinor: toMinor(quote.tuition),
        body: quote,
        status: enrolled ? 'frozen' : 'issued',
        createdBy: lead.assignedTo,
        createdAt: lead.termsAcceptedAt ?? lead.createdAt,
        frozenAt: enrolled ? lead.statusChangedAt : null,
      })
      .returning({ id: tb.agencyQuotes.id });
    await tx
      .update(tb.agencyLeads)
      .set({ termsQuoteId: row!.id, termsAcceptedBy: lead.assignedTo })
      .where(eq(tb.agencyLeads.id, lead.id));
  }
}

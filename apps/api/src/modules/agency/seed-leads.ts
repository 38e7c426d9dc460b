import { randomUUID } from 'node:crypto';
import type { Tx } from '../../kernel/db/client';
import type { Dependent } from './tables';
import * as tb from './tables';
import { demoTaskTitle } from './seed-data';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];
interface LeadSeedContext {
  tenantId: string;
  staff: { id: string; email: string }[];
  programmes: Row<typeof tb.agencyProgrammes>[];
  destinations: Row<typeof tb.agencyDestinations>[];
  subs: Row<typeof tb.agencySubAgencies>[];
  commissions: Row<typeof tb.agencyCommissions>[];
  taskTypes: Row<typeof tb.agencyTaskTypes>[];
  publishedTerms: Row<typeof tb.agencyTerms>;
  intakes: string[];
  today: string;
  random: () => number;
  names: {
    firstNames: Record<string, string[]>;
    lastNames: Record<string, string[]>;
    nationalities: Record<string, string[]>;
    notes: Record<string, string[]>;
    lostReasons: Record<string, string[]>;
  };
  shareOf: (minor: number, num: number, den: number) => number;
}

const DAY = 86_400_000;
const PIPELINE = ['new', 'contacted', 'qualified', 'applied', 'enrolled'] as const;
/** How many leads end in each status: a pipeline that narrows, and some lost on the way. */
const SPREAD: [string, number][] = [
  ['new', 95],
  ['contacted', 80],
  ['qualified', 70],
  ['applied', 55],
  ['enrolled', 45],
  ['lost', 55],
];
const chunks = <T>(rows: T[], size = 1000) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) =>
    rows.slice(i * size, (i + 1) * size),
  );

// Arabic names get a transliterated address, as their owners have (عمر بنعلي -> amr.bnali):
// stripping the letters left ".137@example.com", not an address.
const LATIN: Record<string, string> = {
  ا: 'a',
  أ: 'a',
  إ: 'i',
  آ: 'a',
  ء: '',
  ؤ: 'ou',
  ئ: 'i',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'ch',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: 'a',
  غ: 'gh',
  ف: 'f',
  ق: 'k',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  ة: 'a',
  و: 'ou',
  ي: 'i',
  ى: 'a',
};
const latinPart = (name: string) =>
  [...name.normalize('NFD')]
    .map((ch) => LATIN[ch] ?? ch)
    .join('')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
/** first.last in Latin letters, or '' when neither part has any. */
export const emailSlug = (first: string, last: string) =>
  [latinPart(first), latinPart(last)].filter(Boolean).join('.');

/** When a demo task was done: some minutes to three hours before it was due, not on the half hour (no draw, so the seed's sequence stays). */
const doneBefore = (due: Date) =>
  new Date(due.getTime() - ((((due.getTime() / 60_000) * 7919) % 173) + 7) * 60_000);

/** About 400 leads with their timeline, tasks and the commission of the enrolled ones, in bulk inserts. */
export async function seedLeads(tx: Tx, c: LeadSeedContext) {
  const { random } = c;
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const now = Date.now();
  const leads: (typeof tb.agencyLeads.$inferInsert)[] = [];
  const activities: (typeof tb.agencyLeadActivities.$inferInsert)[] = [];
  const tasks: (typeof tb.agencyTasks.$inferInsert)[] = [];
  const earnings: (typeof tb.agencyCommissionEarnings.$inferInsert)[] = [];
  let n = 0;
  for (const [status, count] of SPREAD) {
    for (let k = 0; k < count; k++) {
      n += 1;
      const lang = pick(['ar', 'ar', 'fr', 'fr', 'en'] as const);
      const first = pick(c.names.firstNames[lang]!);
      const last = pick(c.names.lastNames[lang]!);
      const programme = random() < 0.9 ? pick(c.programmes) : null;
      const sub = random() < 0.3 ? pick(c.subs) : null;
      const agent = pick(c.staff);
      const created = new Date(now - Math.floor((3 + random() * 170) * DAY));
      const stageIndex =
        status === 'lost'
          ? Math.floor(random() * 4)
          : PIPELINE.indexOf(status as (typeof PIPELINE)[number]);
      const id = randomUUID();
      const dependents: Dependent[] =
        random() < 0.25
          ? Array.from({ length: 1 + Math.floor(random() * 3) }, (_, i) =>
              i === 0 && random() < 0.5
                ? {
                    name: pick(c.names.firstNames[lang]!),
                    relation: 'spouse',
                    age: 22 + Math.floor(random() * 15),
                  }
                : {
                    name: pick(c.names.firstNames[lang]!),
                    relation: 'child',
                    age: Math.floor(random() * 16),
                  },
            )
              // The demo bands allow two infants (0-5): a family stays within them, as enrolment requires.
              .filter(
                (d, i, all) =>
                  d.age > 5 || all.slice(0, i + 1).filter((x) => x.age <= 5).length <= 2,
              )
          : [];
      // Steps are spread between creation and now; the last one is the current status.
      const steps = [...PIPELINE.slice(1, stageIndex + 1), ...(status === 'lost' ? ['lost'] : [])];
      const span = now - created.getTime();
      const stepAt = (i: number) =>
        new Date(created.getTime() + Math.floor((span * (i + 1)) / (steps.length + 1.5)));
      const statusChangedAt = steps.length ? stepAt(steps.length - 1) : created;
      const slug = emailSlug(first, last) || `student${n}`;
      const phoneDigits = String(600000000 + Math.floor(random() * 99999999));
      leads.push({
        id,
        tenantId: c.tenantId,
        number: `LD-${String(n).padStart(6, '0')}`,
        fullName: `${first} ${last}`,
        email: random() < 0.9 ? `${slug}${n}@example.com` : null,
        phone: `+212 ${phoneDigits.slice(0, 3)} ${phoneDigits.slice(3, 6)} ${phoneDigits.slice(6)}`,
        dateOfBirth: `${2008 - Math.floor(random() * 15)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
        nationality: pick(c.names.nationalities[lang]!),
        language: lang,
        dependents,
        destinationId:
          programme?.destinationId ?? (random() < 0.5 ? pick(c.destinations).id : null),
        programmeId: programme?.id ?? null,
        intake: programme ? pick(programme.intakes) : null,
        budgetMinor: Math.round(10 + random() * 60) * 100000,
        source: sub
          ? 'sub_agency'
          : pick(['website', 'website', 'referral', 'social', 'fair', 'walk_in']),
        subAgencyId: sub?.id ?? null,
        assignedTo: random() < 0.92 ? agent.id : null,
        status: status === 'enrolled' && !programme ? 'applied' : status,
        lostReason: status === 'lost' ? pick(c.names.lostReasons[lang]!) : null,
        tags: random() < 0.3 ? [pick(['scholarship', 'urgent', 'family', 'vip', 'resit'])] : [],
        termsId: stageIndex >= 2 ? c.publishedTerms.id : null,
        termsAcceptedAt: stageIndex >= 2 ? stepAt(0) : null,
        statusChangedAt,
        createdAt: created,
        updatedAt: statusChangedAt,
      });
      const finalStatus = leads.at(-1)!.status ?? status;
      activities.push({
        tenantId: c.tenantId,
        leadId: id,
        kind: 'created',
        toStatus: 'new',
        userId: agent.id,
        createdAt: created,
      });
      steps.forEach((to, i) => {
        if (to === 'enrolled' && finalStatus !== 'enrolled') return;
        activities.push({
          tenantId: c.tenantId,
          leadId: id,
          kind: 'status_change',
          fromStatus: i === 0 ? 'new' : steps[i - 1]!,
          toStatus: to,
          body: to === 'lost' ? leads.at(-1)!.lostReason! : '',
          userId: agent.id,
          createdAt: stepAt(i),
        });
      });
      for (let a = Math.floor(random() * 4); a > 0; a--) {
        activities.push({
          tenantId: c.tenantId,
          leadId: id,
          kind: pick(['note', 'call', 'email', 'meeting']),
          body: pick(c.names.notes[lang]!),
          userId: agent.id,
          createdAt: new Date(created.getTime() + Math.floor(random() * span)),
        });
      }
      if (!['enrolled', 'lost'].includes(finalStatus) && random() < 0.6) {
        const due = new Date(now + Math.floor((random() * 19 - 5) * DAY));
        due.setUTCHours(8 + Math.floor(random() * 9), random() < 0.5 ? 0 : 30, 0, 0);
        const typeIndex = Math.floor(random() * c.taskTypes.length);
        const type = c.taskTypes[typeIndex]!;
        const done = due.getTime() < now && random() < 0.4;
        tasks.push({
          tenantId: c.tenantId,
          title: demoTaskTitle(lang, typeIndex, `${first} ${last}`),
          taskTypeId: type.id,
          dueAt: due,
          assigneeId: leads.at(-1)!.assignedTo ?? agent.id,
          leadId: id,
          priority: pick(['low', 'normal', 'normal', 'high']),
          status: done ? 'done' : 'open',
          doneAt: done ? doneBefore(due) : null,
          // Past-due demo tasks count as already reminded: a fresh start does not ping a hundred times.
          remindedAt: due.getTime() < now ? due : null,
          createdAt: created,
        });
      }
      if (finalStatus === 'enrolled' && programme) {
        const rules = c.commissions.filter((r) => r.programmeId === programme.id);
        const rule =
          rules.find((r) => sub && r.subAgencyId === sub.id) ?? rules.find((r) => !r.subAgencyId)!;
        // On the tuition as quoted: the demo's tuition is a yearly cost over the programme's years.
        const quotedTuition = programme.tuitionMinor * Math.ceil(programme.durationMonths / 12);
        const total =
          rule.kind === 'rate'
            ? c.shareOf(quotedTuition, rule.rateBp ?? 0, 10_000)
            : (rule.amountMinor ?? 0);
        const subPart = sub ? c.shareOf(total, rule.subAgencyShareBp ?? sub.shareBp, 10_000) : 0;
        earnings.push({
          tenantId: c.tenantId,
          leadId: id,
          commissionId: rule.id,
          agentId: leads.at(-1)!.assignedTo ?? null,
          subAgencyId: sub?.id ?? null,
          currency: c.destinations.find((d) => d.id === programme.destinationId)!.currency,
          totalMinor: total,
          subAgencyMinor: subPart,
          agencyMinor: total - subPart,
          createdAt: statusChangedAt,
        });
      }
    }
  }
  // A few tasks due today for each person, so the dashboard's widget has something to show.
  c.staff.forEach((s, i) => {
    for (let h = 0; h < 3; h++) {
      const due = new Date();
      due.setUTCHours(17 + h, 30 * i, 0, 0);
      const lead = leads[h + i * 3]!;
      tasks.push({
        tenantId: c.tenantId,
        title: demoTaskTitle(lead.language ?? 'en', h, lead.fullName),
        taskTypeId: c.taskTypes[h]!.id,
        dueAt: due,
        assigneeId: s.id,
        leadId: lead.id as string,
        priority: 'normal',
        status: 'open',
      });
    }
  });
  for (const part of chunks(leads, 500)) await tx.insert(tb.agencyLeads).values(part);
  for (const part of chunks(activities)) await tx.insert(tb.agencyLeadActivities).values(part);
  for (const part of chunks(tasks)) await tx.insert(tb.agencyTasks).values(part);
  if (earnings.length) await tx.insert(tb.agencyCommissionEarnings).values(earnings);
}

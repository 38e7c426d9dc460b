import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../tenancy/tables';
import { users } from '../users/tables';
import { call, createTestApp, signIn, type TestApp } from '../../test/harness';
import { emailSlug } from './seed-leads';
import {
  agencyLeadActivities as activities,
  agencyLeads as leads,
  agencyTasks as tasks,
} from './tables';

let t: TestApp;
const tokens: Record<string, string> = {};
const admin = 'admin@horizon.test';
beforeAll(async () => {
  t = await createTestApp();
  // A second agency tenant, to prove one agency never reaches another's leads.
  const [horizonAdmin] = await t.db.select().from(users).where(eq(users.email, admin));
  const [other] = await t.db
    .insert(tenants)
    .values({
      slug: 'vista',
      name: 'Vista Study',
      kind: 'agency',
      appTitle: 'Vista',
      defaultLanguage: 'en',
      languages: ['en'],
      authLayout: 'centered',
      modules: [{ name: 'agency', manifestUrl: null }],
    })
    .returning();
  await t.db.insert(users).values({
    tenantId: other!.id,
    email: 'admin@vista.test',
    fullName: 'Vera Vista',
    role: 'admin',
    passwordHash: horizonAdmin!.passwordHash,
  });
  for (const email of [admin, 'agent@horizon.test', 'admin@atlas.test', 'admin@vista.test'])
    tokens[email] = await signIn(t, email);
}, 60_000);
afterAll(() => t.close());

const as = (who: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  call(t.app, { method, url, token: tokens[who], ...(payload ? { payload } : {}) });

/** A destination with one programme, costs, bands, a schedule and commission rules, made through the API. */
async function setUp(kind: 'rate' | 'fixed', sub?: { id: string }) {
  const dest = (
    await as(admin, 'POST', '/api/destinations', {
      country: 'CA',
      name: `Testland ${kind}`,
      currency: 'CAD',
    })
  ).body;
  const prog = (
    await as(admin, 'POST', '/api/programmes', {
      destinationId: dest.id,
      name: `Prog ${kind}`,
      institution: 'Test U',
      level: 'master',
      intakes: ['2030-09'],
      durationMonths: 24,
      tuition: '20000',
    })
  ).body;
  expect(prog.currency).toBe('CAD');
  await as(admin, 'POST', '/api/cost-components', {
    programmeId: prog.id,
    name: 'Tuition',
    kind: 'tuition',
    amount: '20000',
    frequency: 'per_year',
  });
  await as(admin, 'POST', '/api/cost-components', {
    programmeId: prog.id,
    name: 'Living',
    kind: 'living',
    amount: '1000.50',
    frequency: 'per_month',
  });
  await as(admin, 'POST', '/api/age-dependents', {
    destinationId: dest.id,
    label: 'Child',
    minAge: 0,
    maxAge: 17,
    dependentsAllowed: 1,
    extraCost: '3000',
  });
  await as(admin, 'POST', '/api/age-dependents', {
    destinationId: dest.id,
    label: 'Adult',
    minAge: 18,
    maxAge: 120,
    dependentsAllowed: 1,
    extraCost: '5000',
  });
  await as(admin, 'POST', '/api/payment-schedules', {
    programmeId: prog.id,
    label: 'Deposit',
    sharePercent: 25,
    dueDays: -60,
    position: 1,
  });
  await as(admin, 'POST', '/api/payment-schedules', {
    programmeId: prog.id,
    label: 'Balance',
    sharePercent: 75,
    dueDays: 0,
    position: 2,
  });
  const rule = kind === 'rate' ? { kind, ratePercent: 12.5 } : { kind, amount: '1500' };
  const made = await as(admin, 'POST', '/api/commissions', {
    programmeId: prog.id,
    ...rule,
    validFrom: '2020-01-01',
    ...(sub ? { subAgencyId: sub.id, subAgencySharePercent: 40 } : {}),
  });
  expect(made.status).toBe(201);
  return { dest, prog };
}

/** The student accepts the published terms on the lead's current quote (enrolment needs it). */
async function acceptPublishedTerms(leadId: string) {
  const published = (await as(admin, 'GET', '/api/terms')).body.items.find(
    (x: { status: string }) => x.status === 'published',
  );
  expect(
    (await as(admin, 'POST', `/api/leads/${leadId}/terms`, { termsId: published.id })).status,
  ).toBe(200);
}

describe('agency CRM', () => {
  it('seeds Horizon with a lived-in pipeline', async () => {
    const board = await as(admin, 'GET', '/api/leads/board');
    expect(board.status).toBe(200);
    const total = board.body.columns.reduce((s: number, c: { total: number }) => s + c.total, 0);
    expect(total).toBeGreaterThanOrEqual(380);
    for (const col of board.body.columns) expect(col.items.length).toBe(Math.min(20, col.total));
    expect((await as(admin, 'GET', '/api/programmes?pageSize=50')).body.total).toBe(20);
    expect((await as(admin, 'GET', '/api/agencies')).body.total).toBe(3);
  });

  it('gives every demo lead a real address, Arabic names transliterated', async () => {
    expect(emailSlug('عمر', 'بنعلي')).toBe('amr.bnali');
    expect(emailSlug('Chloé', 'Fontaine')).toBe('chloe.fontaine');
    const rows = await t.db.select({ fullName: leads.fullName, email: leads.email }).from(leads);
    const emails = rows.filter((r) => r.email);
    expect(emails.length).toBeGreaterThan(300);
    for (const r of emails)
      expect(r.email, r.fullName).toMatch(/^[a-z]+(\.[a-z]+)*\d+@example\.com$/);
    // Some of them are the Arabic-named leads.
    expect(emails.some((r) => /[\u0600-\u06FF]/.test(r.fullName))).toBe(true);
  });

  it('titles each demo task in the language of its lead', async () => {
    const rows = await t.db
      .select({ title: tasks.title, language: leads.language })
      .from(tasks)
      .innerJoin(leads, eq(leads.id, tasks.leadId));
    expect(rows.length).toBeGreaterThan(100);
    const arabic = /^[\u0600-\u06FF]/;
    for (const r of rows) {
      if (r.language === 'ar') expect(r.title).toMatch(arabic);
      if (r.language === 'fr')
        expect(r.title).toMatch(
          /^(Appel|Relance par e-mail|Revue des documents|Rendez-vous visa|Entretien d’orientation)\u00a0: /,
        );
      if (r.language === 'en')
        expect(r.title).toMatch(
          /^(Call|Follow-up e-mail|Document review|Visa appointment|Counselling meeting): /,
        );
    }
    expect(new Set(rows.map((r) => r.language))).toEqual(new Set(['ar', 'fr', 'en']));
  });

  it('writes demo notes and lost reasons in the language the counsellor speaks with the student', async () => {
    const notes = await t.db
      .select({ body: activities.body, language: leads.language })
      .from(activities)
      .innerJoin(leads, eq(leads.id, activities.leadId))
      .where(inArray(activities.kind, ['note', 'call', 'email', 'meeting']));
    const lost = await t.db
      .select({ body: leads.lostReason, language: leads.language })
      .from(leads)
      .where(eq(leads.status, 'lost'));
    expect(notes.length).toBeGreaterThan(100);
    expect(lost.length).toBeGreaterThan(10);
    const arabic = /[\u0600-\u06FF]/;
    const french = /[éèàùçâêôœ’]|\b(des|les|une|par|après|du)\b/i;
    for (const r of [...notes, ...lost]) {
      if (r.language === 'ar') expect(r.body).toMatch(arabic);
      if (r.language === 'fr') expect(r.body).toMatch(french);
      if (r.language === 'en') expect(r.body).not.toMatch(arabic);
      if (r.language === 'en') expect(r.body).not.toMatch(french);
    }
  });

  it('answers 404 to a marketplace tenant from every agency endpoint', async () => {
    for (const url of [
      '/api/leads',
      '/api/leads/board',
      '/api/agencies',
      '/api/tasks',
      '/api/destinations',
      '/api/terms',
      '/api/agency/dashboard',
      '/api/commissions',
    ]) {
      expect((await as('admin@atlas.test', 'GET', url)).status, url).toBe(404);
    }
    expect(
      (
        await as('admin@atlas.test', 'POST', '/api/leads', {
          fullName: 'X',
          email: 'x@example.com',
        })
      ).status,
    ).toBe(404);
  });

  it('answers 404 for another agency tenant’s lead', async () => {
    const [lead] = (await as(admin, 'GET', '/api/leads?pageSize=5')).body.items;
    expect((await as('admin@vista.test', 'GET', `/api/leads/${lead.id}`)).status).toBe(404);
    expect(
      (
        await as('admin@vista.test', 'POST', `/api/leads/${lead.id}/status`, {
          status: 'contacted',
        })
      ).status,
    ).toBe(404);
    expect((await as('admin@vista.test', 'GET', `/api/leads/${lead.id}/quote`)).status).toBe(404);
    expect((await as('admin@vista.test', 'GET', '/api/leads')).body.total).toBe(0);
  });

  it('prices dependents by age band in a quote, with the schedule dated from the intake', async () => {
    const { prog } = await setUp('rate');
    const quote = await as(admin, 'POST', '/api/quotes', {
      programmeId: prog.id,
      intake: '2030-09',
      dependents: [
        { name: 'Sami', age: 4 },
        { name: 'Lina', age: 9 },
        { name: 'Nadia', age: 30 },
      ],
    });
    expect(quote.status).toBe(200);
    // Tuition 2 years x 20,000 + living 24 x 1,000.50 = 64,012; dependents 3,000 + 3,000 + 5,000.
    expect(quote.body.lines.map((l: { total: string }) => l.total)).toEqual([
      '40000.00',
      '24012.00',
    ]);
    expect(
      quote.body.dependents.map((d: { band: string; cost: string; allowed: boolean }) => [
        d.band,
        d.cost,
        d.allowed,
      ]),
    ).toEqual([
      ['Child', '3000.00', true],
      ['Child', '3000.00', false],
      ['Adult', '5000.00', true],
    ]);
    expect(quote.body.warnings).toHaveLength(1);
    expect(quote.body.total).toBe('75012.00');
    expect(quote.body.schedule).toEqual([
      { label: 'Deposit', dueDate: '2030-07-03', amount: '18753.00' },
      { label: 'Balance', dueDate: '2030-09-01', amount: '56259.00' },
    ]);
  });

  it('refuses lost without a reason, logs who moved a lead, and earns a rate commission with the sub-agency share', async () => {
    const sub = (
      await as(admin, 'POST', '/api/agencies', {
        name: 'Rabat Partners',
        country: 'MA',
        contactName: 'Aya',
        email: 'aya@rabat.example',
        phone: '+212 600 111 222',
        sharePercent: 25,
      })
    ).body;
    const { prog } = await setUp('rate', sub);
    const lead = (
      await as(admin, 'POST', '/api/leads', {
        fullName: 'Yasmine Alaoui',
        email: 'yasmine@example.com',
        programmeId: prog.id,
        subAgencyId: sub.id,
        dependents: [{ name: 'Adam', relation: 'child', age: 3 }],
      })
    ).body;
    expect(lead).toMatchObject({
      status: 'new',
      destinationName: 'Testland rate',
      currency: 'CAD',
      assignedToName: 'Hana Admin',
    });
    const lost = await as(admin, 'POST', `/api/leads/${lead.id}/status`, { status: 'lost' });
    expect(lost.status).toBe(422);
    expect(lost.body.error.code).toBe('lost_reason_required');
    expect((await as(admin, 'GET', `/api/leads/${lead.id}`)).body.status).toBe('new');
    await acceptPublishedTerms(lead.id);
    for (const status of ['contacted', 'qualified', 'applied', 'enrolled']) {
      expect((await as(admin, 'POST', `/api/leads/${lead.id}/status`, { status })).status).toBe(
        200,
      );
    }
    const timeline = (await as(admin, 'GET', `/api/leads/${lead.id}/activities`)).body.items;
    expect(timeline[0]).toMatchObject({
      kind: 'status_change',
      fromStatus: 'applied',
      toStatus: 'enrolled',
      userName: 'Hana Admin',
    });
    expect(
      (await as(admin, 'POST', `/api/leads/${lead.id}/status`, { status: 'lost', reason: 'x' }))
        .body.error.code,
    ).toBe('lead_enrolled_final');
    expect((await as(admin, 'GET', `/api/leads/${lead.id}`)).body.commission).toEqual({
      currency: 'CAD',
      total: '5000.00',
      subAgencyShare: '2000.00',
      agencyShare: '3000.00',
    });
    const earnings = (await as(admin, 'GET', '/api/agency/earnings')).body;
    // 12.5 % of the tuition quoted (2 years x 20,000 = 40,000) = 5,000; the rule gives the sub-agency 40 % (over its own 25 %).
    expect(earnings.recent[0]).toMatchObject({
      leadName: 'Yasmine Alaoui',
      total: '5000.00',
      subAgencyShare: '2000.00',
      agencyShare: '3000.00',
      agentName: 'Hana Admin',
      subAgencyName: 'Rabat Partners',
    });
    expect(
      earnings.bySubAgency.find((s: { subAgencyId: string }) => s.subAgencyId === sub.id),
    ).toMatchObject({ amount: '2000.00', count: 1 });
    const listed = (await as(admin, 'GET', `/api/agencies/${sub.id}`)).body;
    expect(listed).toMatchObject({
      leadCount: 1,
      enrolledCount: 1,
      earned: [{ currency: 'CAD', amount: '2000.00' }],
    });
  });

  it('earns a fixed commission, the sub-agency taking its own default share', async () => {
    const sub = (
      await as(admin, 'POST', '/api/agencies', {
        name: 'Oran Etudes',
        country: 'DZ',
        contactName: 'Nadir',
        email: 'nadir@oran.example',
        phone: '+213 550 000 000',
        sharePercent: 20,
      })
    ).body;
    const { prog } = await setUp('fixed');
    const lead = (
      await as(admin, 'POST', '/api/leads', {
        fullName: 'Paul Girard',
        phone: '+33 6 12 34 56 78',
        programmeId: prog.id,
        subAgencyId: sub.id,
      })
    ).body;
    await acceptPublishedTerms(lead.id);
    expect(
      (await as(admin, 'POST', `/api/leads/${lead.id}/status`, { status: 'enrolled' })).status,
    ).toBe(200);
    const earning = (await as(admin, 'GET', '/api/agency/earnings')).body.recent.find(
      (e: { leadId: string }) => e.leadId === lead.id,
    );
    expect(earning).toMatchObject({
      total: '1500.00',
      subAgencyShare: '300.00',
      agencyShare: '1200.00',
    });
  });

  it('warns of a duplicate e-mail or phone on create', async () => {
    const body = {
      fullName: 'Omar Haddad',
      email: 'omar.dup@example.com',
      phone: '+212 611 22 33 44',
    };
    expect((await as(admin, 'POST', '/api/leads', body)).status).toBe(201);
    const again = await as(admin, 'POST', '/api/leads', {
      ...body,
      email: 'other@example.com',
      phone: '+212611223344',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('lead_duplicate');
    expect((await as(admin, 'POST', '/api/leads', { ...body, allowDuplicate: true })).status).toBe(
      201,
    );
  });

  it('keeps one published terms version; older ones stay readable', async () => {
    const texts = { en: 'Terms', fr: 'Conditions', ar: 'الشروط' };
    const draft = (await as(admin, 'POST', '/api/terms', { title: 'Agreement 2027', body: texts }))
      .body;
    expect(draft).toMatchObject({ status: 'draft', version: 3 });
    expect((await as(admin, 'POST', `/api/terms/${draft.id}/publish`)).body.status).toBe(
      'published',
    );
    const all = (await as(admin, 'GET', '/api/terms')).body.items;
    expect(
      all
        .filter((x: { status: string }) => x.status === 'published')
        .map((x: { version: number }) => x.version),
    ).toEqual([3]);
    expect(all.find((x: { version: number }) => x.version === 2)).toMatchObject({
      status: 'archived',
      body: { en: expect.stringContaining('Horizon') },
    });
    // The lead page asks for the published one alone, however many versions came before.
    const onlyPublished = await as(admin, 'GET', '/api/terms?status=published&pageSize=5');
    expect(onlyPublished.status, JSON.stringify(onlyPublished.body)).toBe(200);
    expect(onlyPublished.body).toMatchObject({
      total: 1,
      items: [{ version: 3, status: 'published' }],
    });
    const archived = (await as(admin, 'GET', '/api/terms?status=archived')).body.items;
    expect(archived.map((x: { version: number }) => x.version)).toContain(2);
    expect((await as(admin, 'GET', '/api/terms?status=signed')).status).toBe(400);
  });

  it('writes a lead’s quote in its language: names, issue and validity dates, the published terms', async () => {
    const { items } = (await as(admin, 'GET', '/api/leads?status=qualified&pageSize=50')).body;
    const lead = items.find(
      (l: { language: string; programmeId: string | null }) => l.language === 'ar' && l.programmeId,
    );
    const quote = (await as(admin, 'GET', `/api/leads/${lead.id}/quote`)).body;
    const arabic = /^[\u0600-\u06FF]/;
    expect(quote.language).toBe('ar');
    expect(quote.destinationName).toMatch(arabic);
    for (const l of quote.lines) expect(l.label).toMatch(arabic);
    for (const s of quote.schedule) expect(s.label).toMatch(arabic);
    expect(quote.programmeName).toMatch(arabic);
    // A dependent's age band is named in the quote's language too (issue 32: demo bands have fr and ar names).
    const withChild = (
      await as(admin, 'POST', '/api/quotes', {
        programmeId: lead.programmeId,
        dependents: [{ name: 'Lina', age: 4 }],
        language: 'ar',
      })
    ).body;
    expect(withChild.dependents[0].band).toMatch(arabic);
    const inFrench = (
      await as(admin, 'POST', '/api/quotes', {
        programmeId: lead.programmeId,
        dependents: [{ name: 'Lina', age: 4 }],
        language: 'fr',
      })
    ).body;
    expect(inFrench.dependents[0].band).toBe('Jeune enfant (0 à 5 ans)');
    expect(inFrench.programmeName).not.toBe(quote.programmeName);
    const today = new Date().toISOString().slice(0, 10);
    expect(quote.issuedOn).toBe(today);
    expect(quote.validUntil).toBe(
      new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    );
    // The published version (an earlier test published v3, its Arabic text "الشروط").
    expect(quote.terms).toMatchObject({ version: 3, text: 'الشروط' });
  });

  it('seeds every demo programme and age band with a French and an Arabic name', async () => {
    const programmes = (await as(admin, 'GET', '/api/programmes?pageSize=100')).body.items as {
      name: string;
      names: { fr?: string; ar?: string };
    }[];
    const bands = (await as(admin, 'GET', '/api/age-dependents?pageSize=100')).body.items as {
      label: string;
      names: { fr?: string; ar?: string };
    }[];
    const demo = [
      ...programmes.filter((p) => !/^(Prog|Testland)/.test(p.name)),
      ...bands.filter((b) => b.label.includes(' ')),
    ];
    expect(demo.length).toBeGreaterThanOrEqual(20 + 15);
    for (const x of demo)
      expect(x.names).toEqual({
        fr: expect.any(String),
        ar: expect.stringMatching(/[\u0600-\u06FF]/),
      });
  });

  it('renders the quote as a PDF in the lead’s language', async () => {
    const { items } = (await as(admin, 'GET', '/api/leads?status=qualified&pageSize=50')).body;
    const lead = items.find(
      (l: { language: string; programmeId: string | null }) => l.language === 'ar' && l.programmeId,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/leads/${lead.id}/quote?format=pdf`,
      headers: { authorization: `Bearer ${tokens[admin]}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.QUOTE_PDF_OUT)
      (await import('node:fs')).writeFileSync(process.env.QUOTE_PDF_OUT, res.rawPayload);
  });
});

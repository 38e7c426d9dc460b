import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from '../../test/harness';
import { agencyLeads } from './tables';

// Issue 32: enrolment as a contract, commission on the frozen quote, schedules that add up,
// dependents within their band's allowance.
let t: TestApp;
let token = '';
const admin = 'admin@horizon.test';
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t, admin);
}, 60_000);
afterAll(() => t.close());

const as = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  call(t.app, { method, url, token, ...(payload ? { payload } : {}) });
let n = 0;

/** A destination (GBP or EUR) with one programme, a 10 % commission and a clean schedule. */
async function programme(tuition: string, currency = 'GBP') {
  n += 1;
  const dest = (
    await as('POST', '/api/destinations', { country: 'GB', name: `Contractland ${n}`, currency })
  ).body;
  const prog = (
    await as('POST', '/api/programmes', {
      destinationId: dest.id,
      name: `Contract prog ${n}`,
      institution: 'U',
      level: 'master',
      intakes: ['2031-09'],
      durationMonths: 12,
      tuition,
    })
  ).body;
  await as('POST', '/api/age-dependents', {
    destinationId: dest.id,
    label: `Child band ${n}`,
    minAge: 0,
    maxAge: 17,
    dependentsAllowed: 1,
    extraCost: '1000',
  });
  await as('POST', '/api/payment-schedules', {
    programmeId: prog.id,
    label: 'Deposit',
    amount: '2000',
    dueDays: -60,
    position: 1,
  });
  await as('POST', '/api/payment-schedules', {
    programmeId: prog.id,
    label: 'Before departure',
    sharePercent: 40,
    dueDays: -30,
    position: 2,
  });
  await as('POST', '/api/payment-schedules', {
    programmeId: prog.id,
    label: 'Balance',
    sharePercent: 60,
    dueDays: 30,
    position: 3,
  });
  expect(
    (
      await as('POST', '/api/commissions', {
        programmeId: prog.id,
        kind: 'rate',
        ratePercent: 10,
        validFrom: '2020-01-01',
      })
    ).status,
  ).toBe(201);
  return { dest, prog };
}

async function publishedTerms() {
  return (await as('GET', '/api/terms')).body.items.find(
    (x: { status: string }) => x.status === 'published',
  );
}

async function newLead(programmeId: string, extra: object = {}) {
  n += 1;
  const res = await as('POST', '/api/leads', {
    fullName: `Contract Student ${n}`,
    email: `contract${n}@example.com`,
    programmeId,
    intake: '2031-09',
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('enrolment as a contract', () => {
  it('refuses enrolment without the published terms accepted, naming the rule, and writes nothing', async () => {
    const { prog } = await programme('20000');
    const lead = await newLead(prog.id);
    const res = await as('POST', `/api/leads/${lead.id}/status`, { status: 'enrolled' });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('terms_not_accepted');
    const after = (await as('GET', `/api/leads/${lead.id}`)).body;
    expect(after).toMatchObject({ status: 'new', commission: null, frozenQuoteVersion: null });
    expect(
      (await as('GET', `/api/leads/${lead.id}/activities`)).body.items.map(
        (a: { kind: string }) => a.kind,
      ),
    ).toEqual(['created']);
  });

  it('refuses terms accepted on an archived version', async () => {
    const { prog } = await programme('20000');
    const lead = await newLead(prog.id);
    const current = await publishedTerms();
    expect((await as('POST', `/api/leads/${lead.id}/terms`, { termsId: current.id })).status).toBe(
      200,
    );
    const draft = (
      await as('POST', '/api/terms', {
        title: 'Agreement next',
        body: { en: 'New terms', fr: 'Nouvelles conditions', ar: 'شروط جديدة' },
      })
    ).body;
    expect((await as('POST', `/api/terms/${draft.id}/publish`)).status).toBe(200);
    const res = await as('POST', `/api/leads/${lead.id}/status`, { status: 'enrolled' });
    expect(res.body.error).toMatchObject({
      code: 'terms_outdated',
      details: [{ path: 'terms', message: `v${draft.version}` }],
    });
    expect((await as('POST', `/api/leads/${lead.id}/terms`, { termsId: draft.id })).status).toBe(
      200,
    );
    expect((await as('POST', `/api/leads/${lead.id}/status`, { status: 'enrolled' })).status).toBe(
      200,
    );
  });

  it('records who accepted which version on which quote, freezes that quote and earns on its tuition', async () => {
    const { prog } = await programme('20000');
    const lead = await newLead(prog.id);
    const terms = await publishedTerms();
    const accepted = (await as('POST', `/api/leads/${lead.id}/terms`, { termsId: terms.id })).body;
    expect(accepted).toMatchObject({
      termsVersion: terms.version,
      termsAcceptedByName: 'Hana Admin',
      termsQuoteVersion: 1,
    });
    // The programme's tuition field changes after the quote was accepted: the contract does not.
    expect((await as('PATCH', `/api/programmes/${prog.id}`, { tuition: '30000' })).status).toBe(
      200,
    );
    const enrolled = (await as('POST', `/api/leads/${lead.id}/status`, { status: 'enrolled' }))
      .body;
    expect(enrolled).toMatchObject({
      status: 'enrolled',
      frozenQuoteVersion: 1,
      commission: { currency: 'GBP', total: '2000.00', agencyShare: '2000.00' },
    });
    const versions = (await as('GET', `/api/leads/${lead.id}/quotes`)).body.items;
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      version: 1,
      status: 'frozen',
      createdByName: 'Hana Admin',
      quote: { programmeId: prog.id, currency: 'GBP', tuition: '20000.00', total: '20000.00' },
    });
    expect((await as('GET', `/api/leads/${lead.id}/quote`)).body.total).toBe('20000.00');
  });

  it('refuses enrolment when the programme changed since the terms were accepted', async () => {
    const a = await programme('20000');
    const b = await programme('25000');
    const lead = await newLead(a.prog.id);
    await as('POST', `/api/leads/${lead.id}/terms`, { termsId: (await publishedTerms()).id });
    await as('PATCH', `/api/leads/${lead.id}`, { programmeId: b.prog.id });
    const res = await as('POST', `/api/leads/${lead.id}/status`, { status: 'enrolled' });
    expect(res.body.error.code).toBe('terms_quote_outdated');
    expect((await as('GET', `/api/leads/${lead.id}`)).body.status).toBe('new');
  });

  it('makes a new quote version when an enrolled lead changes programme, asking about the commission', async () => {
    const a = await programme('20000');
    const b = await programme('50000', 'EUR');
    const lead = await newLead(a.prog.id);
    await as('POST', `/api/leads/${lead.id}/terms`, { termsId: (await publishedTerms()).id });
    await as('POST', `/api/leads/${lead.id}/status`, { status: 'enrolled' });

    const ask = await as('PATCH', `/api/leads/${lead.id}`, { programmeId: b.prog.id });
    expect(ask.status).toBe(422);
    expect(ask.body.error.code).toBe('commission_choice_required');
    expect((await as('GET', `/api/leads/${lead.id}`)).body.programmeId).toBe(a.prog.id);

    const kept = (
      await as('PATCH', `/api/leads/${lead.id}`, {
        programmeId: b.prog.id,
        commissionChange: 'keep',
      })
    ).body;
    expect(kept).toMatchObject({
      programmeId: b.prog.id,
      frozenQuoteVersion: 2,
      commission: { currency: 'GBP', total: '2000.00' },
    });
    const versions = (await as('GET', `/api/leads/${lead.id}/quotes`)).body.items;
    expect(versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual(
      [
        [2, 'frozen'],
        [1, 'superseded'],
      ],
    );
    // The old version stays readable.
    expect((await as('GET', `/api/leads/${lead.id}/quote?version=1`)).body).toMatchObject({
      programmeId: a.prog.id,
      total: '20000.00',
    });
    expect((await as('GET', `/api/leads/${lead.id}/quote`)).body).toMatchObject({
      programmeId: b.prog.id,
      currency: 'EUR',
      total: '50000.00',
    });

    const recomputed = (
      await as('PATCH', `/api/leads/${lead.id}`, {
        programmeId: a.prog.id,
        commissionChange: 'recompute',
      })
    ).body;
    expect(recomputed.frozenQuoteVersion).toBe(3);
    expect(recomputed.commission).toMatchObject({ currency: 'GBP', total: '2000.00' });
    const again = (
      await as('PATCH', `/api/leads/${lead.id}`, {
        programmeId: b.prog.id,
        commissionChange: 'recompute',
      })
    ).body;
    // 10 % of the EUR quote's 50,000 tuition; the GBP earning is reversed (append-only rows).
    expect(again.commission).toMatchObject({ currency: 'EUR', total: '5000.00' });
    const dashboard = (await as('GET', '/api/agency/dashboard')).body;
    expect(
      dashboard.commissionThisMonth.find((c: { currency: string }) => c.currency === 'EUR'),
    ).toMatchObject({ amount: expect.any(String), gross: expect.any(String) });
  }, 90_000);

  it('refuses dependents over their band’s allowance, naming the band', async () => {
    const { prog } = await programme('20000');
    const lead = await newLead(prog.id, {
      dependents: [
        { name: 'Sami', relation: 'child', age: 4 },
        { name: 'Lina', relation: 'child', age: 9 },
      ],
    });
    const res = await as('POST', `/api/leads/${lead.id}/terms`, {
      termsId: (await publishedTerms()).id,
    });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('dependents_not_allowed');
    expect(res.body.error.details).toEqual([
      { path: 'dependents.1', message: `Child band ${n - 1}` },
    ]);
    const [row] = await t.db.select().from(agencyLeads).where(eq(agencyLeads.id, lead.id));
    expect(row!.termsId).toBeNull();
  });
});

describe('commission this month', () => {
  it('is net of sub-agencies’ shares, gross beside it', async () => {
    const { prog } = await programme('40000', 'CHF');
    const sub = (
      await as('POST', '/api/agencies', {
        name: 'Geneva Partners',
        country: 'CH',
        contactName: 'Lea',
        email: 'lea@geneva.example',
        phone: '+41 22 000 00 00',
        sharePercent: 25,
      })
    ).body;
    const lead = await newLead(prog.id, { subAgencyId: sub.id });
    await as('POST', `/api/leads/${lead.id}/terms`, { termsId: (await publishedTerms()).id });
    await as('POST', `/api/leads/${lead.id}/status`, { status: 'enrolled' });
    const chf = (await as('GET', '/api/agency/dashboard')).body.commissionThisMonth.find(
      (c: { currency: string }) => c.currency === 'CHF',
    );
    expect(chf).toEqual({ currency: 'CHF', amount: '3000.00', gross: '4000.00' });
  });
});

describe('payment schedules that add up', () => {
  it('bills each share as its share of what the fixed amounts leave, summing to the quote exactly', async () => {
    const { prog } = await programme('36289.01');
    const quote = (await as('POST', '/api/quotes', { programmeId: prog.id, intake: '2031-09' }))
      .body;
    expect(quote.total).toBe('36289.01');
    // 2,000 fixed; 40 % and 60 % of the 34,289.01 left.
    expect(quote.schedule.map((s: { amount: string }) => s.amount)).toEqual([
      '2000.00',
      '13715.60',
      '20573.41',
    ]);
    const sum = quote.schedule.reduce(
      (s: number, x: { amount: string }) => s + Math.round(Number(x.amount) * 100),
      0,
    );
    expect(sum).toBe(3628901);
  });

  it('refuses shares past 100 % and fixed amounts past the total, naming the lines', async () => {
    const { prog } = await programme('36289');
    const over = await as('POST', '/api/payment-schedules', {
      programmeId: prog.id,
      label: 'Extra',
      sharePercent: 5,
      dueDays: 60,
      position: 4,
    });
    expect(over.status).toBe(422);
    expect(over.body.error).toMatchObject({ code: 'schedule_shares_not_100' });
    expect(over.body.error.details.map((d: { message: string }) => d.message)).toEqual([
      'Before departure',
      'Balance',
      'Extra',
    ]);
    const fixed = await as('POST', '/api/payment-schedules', {
      programmeId: prog.id,
      label: 'Big deposit',
      amount: '40000',
      dueDays: -90,
      position: 0,
    });
    expect(fixed.body.error).toMatchObject({
      code: 'schedule_fixed_exceeds_total',
      details: [
        { path: 'lines.0', message: 'Big deposit' },
        { path: 'lines.1', message: 'Deposit' },
      ],
    });
    const lines = (await as('GET', `/api/payment-schedules?programmeId=${prog.id}`)).body.items;
    expect(lines).toHaveLength(3);
  });

  it('saves a whole schedule only when its shares make exactly 100 %', async () => {
    const { prog } = await programme('36289');
    const short = await as('PUT', `/api/programmes/${prog.id}/schedule`, {
      lines: [
        { label: 'Deposit', amount: '2000', dueDays: -60 },
        { label: 'First', sharePercent: 40, dueDays: -30 },
        { label: 'Second', sharePercent: 30, dueDays: 30 },
      ],
    });
    expect(short.status).toBe(422);
    expect(short.body.error).toMatchObject({
      code: 'schedule_shares_not_100',
      details: [
        { path: 'lines.1', message: 'First' },
        { path: 'lines.2', message: 'Second' },
      ],
    });
    const ok = await as('PUT', `/api/programmes/${prog.id}/schedule`, {
      lines: [
        { label: 'Deposit', amount: '2000', dueDays: -60 },
        { label: 'First', sharePercent: 40, dueDays: -30 },
        { label: 'Second', sharePercent: 60, dueDays: 30 },
      ],
    });
    expect(ok.status).toBe(200);
    expect(
      ok.body.items.map((l: { label: string; position: number }) => [l.label, l.position]),
    ).toEqual([
      ['Deposit', 1],
      ['First', 2],
      ['Second', 3],
    ]);
  });
});

describe('names in the student’s language', () => {
  it('stores a programme’s French and Arabic names and prints them on quotes in those languages, the plain name otherwise', async () => {
    const { prog } = await programme('10000');
    const named = await as('PATCH', `/api/programmes/${prog.id}`, {
      names: { fr: 'Master en informatique', ar: 'ماجستير في الحاسوب' },
    });
    expect(named.status).toBe(200);
    expect((await as('GET', `/api/programmes/${prog.id}`)).body.names).toEqual({
      fr: 'Master en informatique',
      ar: 'ماجستير في الحاسوب',
    });
    const quote = async (language: string) =>
      (await as('POST', '/api/quotes', { programmeId: prog.id, dependents: [], language })).body
        .programmeName;
    expect(await quote('ar')).toBe('ماجستير في الحاسوب');
    expect(await quote('fr')).toBe('Master en informatique');
    expect(await quote('en')).toBe(prog.name);
    // An emptied name is dropped: the plain name serves again.
    await as('PATCH', `/api/programmes/${prog.id}`, { names: { ar: 'ماجستير في الحاسوب' } });
    expect(await quote('fr')).toBe(prog.name);
  });
});

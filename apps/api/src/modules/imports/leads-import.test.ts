import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { agencyLeadActivities, agencyLeads } from '../agency/tables';
import { analysed, commit, fixture, upload } from './test-helpers';

let t: TestApp;
let admin: string;
let tenantId: string;

const byEmail = (email: string) =>
  t.db
    .select()
    .from(agencyLeads)
    .where(and(eq(agencyLeads.tenantId, tenantId), eq(agencyLeads.email, email)));

beforeAll(async () => {
  t = await createTestApp({ jobs: { worker: true, pollMs: 30, leaseMs: 2000, concurrency: 2 } });
  admin = await signIn(t, 'admin@horizon.test');
  tenantId = (await demoIds(t.db)).tenant('horizon').id;
});
afterAll(() => t?.close());

describe('leads import (a fair’s list)', () => {
  it('maps French headers, names programmes, refuses unknown ones and rows without contact, and never duplicates a lead', async () => {
    const imp = await analysed(
      t,
      admin,
      'leads',
      'salon-casablanca.csv',
      fixture('leads-fair-semicolon.csv'),
    );
    expect(imp.mapping).toMatchObject({
      fullName: 'Nom complet',
      email: 'E-mail',
      phone: 'Téléphone',
      programme: 'Programme',
      intake: 'Rentrée',
      notes: 'Remarques',
    });
    expect(imp.counts).toMatchObject({ total: 4, new: 2, error: 2 });
    expect(imp.errors).toEqual([
      expect.objectContaining({ rowNumber: 4, column: 'programme', code: 'unknown_programme' }),
      expect.objectContaining({ rowNumber: 5, column: null, code: 'contact_required' }),
    ]);
    const done = await commit(t, admin, imp.id, true);
    expect(done.body).toMatchObject({ status: 'committed' });

    const [yasmine] = await byEmail('yasmine.idrissi@example.ma');
    expect(yasmine).toMatchObject({
      fullName: 'Yasmine El Idrissi',
      source: 'fair',
      intake: '2027-09',
      status: 'new',
      nationality: 'Marocaine',
    });
    expect(yasmine!.programmeId).not.toBeNull();
    expect(yasmine!.destinationId).not.toBeNull(); // the programme decides the destination
    const notes = await t.db
      .select()
      .from(agencyLeadActivities)
      .where(
        and(eq(agencyLeadActivities.leadId, yasmine!.id), eq(agencyLeadActivities.kind, 'note')),
      );
    expect(notes.map((n) => n.body)).toEqual([
      'Rencontrée au salon de Casablanca, veut un master en France',
    ]);
    const [salma] = await byEmail('salma.hasani@example.jo');
    expect(salma).toMatchObject({ fullName: 'سلمى الحسني', source: 'fair' });

    // The same file again: both are unchanged, nothing duplicated.
    const again = await analysed(
      t,
      admin,
      'leads',
      'salon-casablanca.csv',
      fixture('leads-fair-semicolon.csv'),
    );
    expect(again.counts).toMatchObject({ new: 0, unchanged: 2, error: 2 });
    await commit(t, admin, again.id, true);
    expect(await byEmail('yasmine.idrissi@example.ma')).toHaveLength(1);
  });

  it('flags two rows of one file with the same e-mail or phone, as a match with an open lead is (issue 32)', async () => {
    const csv = [
      'Full name,E-mail,Phone',
      'Nadia First,nadia.twice@example.com,+212 600 11 22 33',
      'Nadia Again,NADIA.TWICE@example.com,',
      'Nadia Phone,nadia.other@example.com,+212-600-112233',
      'Someone Else,someone.else.file@example.com,+33 6 99 88 77 66',
    ].join('\n');
    const imp = await analysed(t, admin, 'leads', 'fair.csv', Buffer.from(csv));
    // The repeated e-mail is no error: three new leads, the later two flagged.
    expect(imp.counts).toMatchObject({ total: 4, new: 4, error: 0 });
    expect((await commit(t, admin, imp.id)).body).toMatchObject({ status: 'committed' });
    // Both rows with the e-mail are leads (e-mails are stored lower-cased); the first stays unflagged.
    const twice = (await byEmail('nadia.twice@example.com')).sort((a, b) =>
      a.number.localeCompare(b.number),
    );
    expect(twice.map((l) => [l.fullName, l.possibleDuplicate])).toEqual([
      ['Nadia First', false],
      ['Nadia Again', true],
    ]);
    const again = twice[1];
    expect((await byEmail('nadia.other@example.com'))[0]).toMatchObject({
      possibleDuplicate: true,
    });
    expect((await byEmail('someone.else.file@example.com'))[0]).toMatchObject({
      possibleDuplicate: false,
    });
    // The lead page lists the first as the flagged one's duplicate, so it can be merged.
    const dupes = await t.app.inject({
      method: 'GET',
      url: `/api/leads/${again!.id}/duplicates`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(dupes.json().items.map((d: { id: string }) => d.id)).toContain(twice[0]!.id);
    expect(again!.id).not.toBe(twice[0]!.id);
  });

  it('a marketplace tenant cannot import leads (no agency module)', async () => {
    const seller = await signIn(t, 'admin@atlas.test');
    const res = await upload(t, seller, 'leads', 'leads.csv', fixture('leads-fair-semicolon.csv'));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';
import { storeImportedLeads } from './lead-import';
import { agencyLeads } from './tables';

// Issue 32: a lead made or imported with an open lead's e-mail or phone is flagged; its page lists
// its possible duplicates and a merge keeps one, moving tasks, notes and quotes, audited.
let t: TestApp;
let token = '';
let ids: Awaited<ReturnType<typeof demoIds>>;
const since = encodeURIComponent(new Date(Date.now() - 1000).toISOString());
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t, 'admin@horizon.test');
  ids = await demoIds(t.db);
}, 60_000);
afterAll(() => t.close());

const as = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, tk = token) =>
  call(t.app, { method, url, token: tk, ...(payload ? { payload } : {}) });
const lead = async (body: object) => {
  const res = await as('POST', '/api/leads', { allowDuplicate: true, ...body });
  expect(res.status).toBe(201);
  return res.body;
};

it('flags a lead saved with an open lead’s e-mail or phone, and lists the open lead as its duplicate', async () => {
  const first = await lead({
    fullName: 'Nadia Karim',
    email: 'nadia.dupe@example.com',
    phone: '+212 600 11 22 33',
  });
  expect(first.possibleDuplicate).toBe(false);
  // Same phone written otherwise, another e-mail.
  const second = await lead({
    fullName: 'Nadia K.',
    email: 'nadia.k@example.com',
    phone: '+212-600-112233',
  });
  expect(second.possibleDuplicate).toBe(true);
  const dupes = (await as('GET', `/api/leads/${second.id}/duplicates`)).body.items;
  expect(dupes).toEqual([
    expect.objectContaining({
      id: first.id,
      number: first.number,
      status: 'new',
      tasks: 0,
      quotes: 0,
    }),
  ]);
  // Without allowDuplicate the form is warned first (409), nothing saved.
  expect(
    (
      await call(t.app, {
        method: 'POST',
        url: '/api/leads',
        token,
        payload: { fullName: 'Nadia', email: 'NADIA.DUPE@example.com' },
      })
    ).status,
  ).toBe(409);
});

it('does not flag a lead whose only match is lost or enrolled', async () => {
  const gone = await lead({ fullName: 'Omar Lost', email: 'omar.lost@example.com' });
  await as('POST', `/api/leads/${gone.id}/status`, { status: 'lost', reason: 'No budget' });
  const again = await lead({ fullName: 'Omar Again', email: 'omar.lost@example.com' });
  expect(again.possibleDuplicate).toBe(false);
  expect((await as('GET', `/api/leads/${again.id}/duplicates`)).body.items).toEqual([]);
});

it('merges: tasks, notes and quotes move to the kept lead, blanks filled, the duplicate lost and pointing at it, both audited', async () => {
  const keep = await lead({ fullName: 'Lina Haddad', email: 'lina.merge@example.com' });
  const dupe = await lead({
    fullName: 'Lina H.',
    email: 'lina.merge@example.com',
    phone: '+961 3 123 456',
    intake: '2031-09',
  });
  const task = (
    await as('POST', '/api/tasks', {
      title: 'Call Lina',
      dueAt: '2031-01-05T09:00:00.000Z',
      assigneeId: dupe.assignedTo,
      leadId: dupe.id,
    })
  ).body;
  expect(
    (await as('POST', `/api/leads/${dupe.id}/activities`, { kind: 'note', body: 'Prefers Lyon' }))
      .status,
  ).toBe(201);

  const merged = await as('POST', `/api/leads/${keep.id}/merge`, { duplicateId: dupe.id });
  expect(merged.status).toBe(200);
  expect(merged.body).toMatchObject({
    id: keep.id,
    phone: '+961 3 123 456',
    intake: '2031-09',
    possibleDuplicate: false,
  });
  const tasks = (await as('GET', `/api/tasks?leadId=${keep.id}&view=all`)).body.items;
  expect(tasks.map((x: { id: string }) => x.id)).toContain(task.id);
  const notes = (await as('GET', `/api/leads/${keep.id}/activities`)).body.items.filter(
    (a: { kind: string }) => a.kind === 'note',
  );
  expect(notes.map((a: { body: string }) => a.body)).toEqual(['Prefers Lyon']);
  const gone = (await as('GET', `/api/leads/${dupe.id}`)).body;
  expect(gone).toMatchObject({
    status: 'lost',
    mergedIntoId: keep.id,
    lostReason: `Merged into ${keep.number}`,
  });
  expect((await as('GET', `/api/leads/${keep.id}/duplicates`)).body.items).toEqual([]);

  const audit = (
    await as('GET', `/api/audit-log?recordType=Lead&from=${since}&pageSize=100`)
  ).body.items.filter((e: { action: string }) => e.action === 'merge');
  expect(audit.find((e: { recordId: string }) => e.recordId === keep.id)).toMatchObject({
    after: { absorbed: `${dupe.number} Lina H.`, tasks: 1, activities: 1, quotes: 0 },
  });
  expect(audit.find((e: { recordId: string }) => e.recordId === dupe.id)).toMatchObject({
    after: { status: 'lost', mergedInto: keep.number },
  });

  // Merged once: a second merge of the same pair is refused, nothing changes.
  const again = await as('POST', `/api/leads/${keep.id}/merge`, { duplicateId: dupe.id });
  expect(again.status).toBe(422);
  expect(again.body.error.code).toBe('merge_already_merged');
});

it('refuses a merge of leads that do not match, of a lead into itself, and of an enrolled lead; nothing written', async () => {
  const a = await lead({ fullName: 'Yara One', email: 'yara.one@example.com' });
  const b = await lead({ fullName: 'Yara Two', email: 'yara.two@example.com' });
  const notSame = await as('POST', `/api/leads/${a.id}/merge`, { duplicateId: b.id });
  expect(notSame.status).toBe(422);
  expect(notSame.body.error).toMatchObject({
    code: 'merge_not_duplicate',
    details: [{ path: 'duplicateId', message: b.number }],
  });
  expect((await as('GET', `/api/leads/${b.id}`)).body).toMatchObject({
    status: 'new',
    mergedIntoId: null,
  });
  expect(
    (await as('POST', `/api/leads/${a.id}/merge`, { duplicateId: a.id })).body.error.code,
  ).toBe('merge_same_lead');

  const tenantId = ids.tenant('horizon').id;
  const [enrolled] = await t.db
    .select()
    .from(agencyLeads)
    .where(eq(agencyLeads.status, 'enrolled'))
    .limit(1);
  expect(enrolled?.tenantId).toBe(tenantId);
  const copy = await lead({ fullName: 'Copy', email: enrolled!.email, phone: enrolled!.phone });
  const refused = await as('POST', `/api/leads/${copy.id}/merge`, { duplicateId: enrolled!.id });
  expect(refused.status).toBe(422);
  expect(refused.body.error.code).toBe('merge_enrolled_lead');
  expect((await as('GET', `/api/leads/${enrolled!.id}`)).body.status).toBe('enrolled');
});

it('keeps merges inside the tenant and to those who may update leads', async () => {
  const a = await lead({ fullName: 'Sami Tenant', email: 'sami.tenant@example.com' });
  const b = await lead({ fullName: 'Sami T.', email: 'sami.tenant@example.com' });
  // Another tenant does not see these leads at all.
  const vista = await signIn(t, 'admin@atlas.test');
  expect((await as('POST', `/api/leads/${a.id}/merge`, { duplicateId: b.id }, vista)).status).toBe(
    404,
  );
  expect((await as('GET', `/api/leads/${b.id}`)).body.mergedIntoId).toBeNull();
  expect(
    (await as('GET', `/api/leads/00000000-0000-4000-8000-000000000000/duplicates`)).status,
  ).toBe(404);
});

it('flags an imported lead whose e-mail or phone is an open lead’s', async () => {
  const open = await lead({
    fullName: 'Karim Import',
    email: 'karim.import@example.com',
    phone: '+212 611 22 33 44',
  });
  const tenantId = ids.tenant('horizon').id;
  const base = {
    nationality: 'MA',
    destinationId: null,
    programmeId: null,
    intake: null,
    source: 'fair' as const,
    notes: '',
  };
  await t.db.transaction((tx) =>
    storeImportedLeads(tx, tenantId, null, [
      {
        ...base,
        fullName: 'Karim (fair)',
        email: 'karim.fair@example.com',
        phone: '+212 611-22-33-44',
      },
      {
        ...base,
        fullName: 'Someone New',
        email: 'someone.new.import@example.com',
        phone: '+33 7 00 00 00 01',
      },
    ]),
  );
  const rows = await t.db.select().from(agencyLeads).where(eq(agencyLeads.tenantId, tenantId));
  expect(rows.find((r) => r.email === 'karim.fair@example.com')?.possibleDuplicate).toBe(true);
  expect(rows.find((r) => r.email === 'someone.new.import@example.com')?.possibleDuplicate).toBe(
    false,
  );
  expect(open.possibleDuplicate).toBe(false);
});

it('runs crossed merges of one pair one after the other: one wins, the other is refused, nothing lost', async () => {
  const a = await lead({ fullName: 'Rami Cross', email: 'rami.cross@example.com' });
  const b = await lead({ fullName: 'Rami C.', email: 'rami.cross@example.com' });
  await as('POST', `/api/leads/${a.id}/activities`, { kind: 'note', body: 'Note on A' });
  await as('POST', `/api/leads/${b.id}/activities`, { kind: 'note', body: 'Note on B' });
  const [ab, ba] = await Promise.all([
    as('POST', `/api/leads/${a.id}/merge`, { duplicateId: b.id }),
    as('POST', `/api/leads/${b.id}/merge`, { duplicateId: a.id }),
  ]);
  expect([ab.status, ba.status].sort()).toEqual([200, 422]);
  const kept = ab.status === 200 ? a : b;
  const gone = ab.status === 200 ? b : a;
  expect((await as('GET', `/api/leads/${gone.id}`)).body.mergedIntoId).toBe(kept.id);
  expect((await as('GET', `/api/leads/${kept.id}`)).body.mergedIntoId).toBeNull();
  const notes = (await as('GET', `/api/leads/${kept.id}/activities`)).body.items
    .filter((x: { kind: string }) => x.kind === 'note')
    .map((x: { body: string }) => x.body)
    .sort();
  expect(notes).toEqual(['Note on A', 'Note on B']);
});

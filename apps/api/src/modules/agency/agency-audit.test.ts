import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, createTestApp, demoIds, signIn, type TestApp } from '../../test/harness';

let t: TestApp;
let token: string;
let ids: Awaited<ReturnType<typeof demoIds>>;
// The demo has a month of history; this file's own entries are the ones after it starts.
const since = encodeURIComponent(new Date(Date.now() - 1000).toISOString());
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t, 'admin@horizon.test');
  ids = await demoIds(t.db);
}, 60_000);
afterAll(() => t.close());

const as = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  call(t.app, { method, url, token, ...(payload ? { payload } : {}) });
type Entry = {
  action: string;
  recordId: string;
  recordLabel: string | null;
  userId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
const entries = async (recordType: string, recordId: string): Promise<Entry[]> =>
  (
    await as('GET', `/api/audit-log?recordType=${recordType}&from=${since}&pageSize=100`)
  ).body.items.filter((e: Entry) => e.recordId === recordId);

it('logs a lead’s edit by what a reader knows: the programme by name, the budget in units, only what changed', async () => {
  const programmes = (await as('GET', '/api/programmes?pageSize=10')).body.items;
  const lead = (
    await as('POST', '/api/leads', {
      fullName: 'Salma Bennani',
      email: 'salma.audit@example.com',
      programmeId: programmes[0].id,
    })
  ).body;
  const edited = await as('PATCH', `/api/leads/${lead.id}`, {
    programmeId: programmes[1].id,
    budget: '12500.50',
    intake: '2027-09',
  });
  expect(edited.status).toBe(200);
  const [update] = (await entries('Lead', lead.id)).filter((e) => e.action === 'update');
  expect(update).toMatchObject({
    userId: ids.user('admin@horizon.test').id,
    before: { programme: programmes[0].name, budget: null, intake: null },
    after: { programme: programmes[1].name, budget: '12500.50', intake: '2027-09' },
  });
  // The destination follows the programme: it is in the entry only when it changed.
  const keys = Object.keys(update!.after!).sort();
  expect(keys.filter((k) => !['programme', 'budget', 'intake', 'destination'].includes(k))).toEqual(
    [],
  );
  expect(update!.after).not.toHaveProperty('programmeId');
  expect(update!.after).not.toHaveProperty('budgetMinor');
});

it('logs why a lead was lost, and one entry per lead given to someone, with who had it', async () => {
  const agent = ids.user('agent@horizon.test').id;
  const a = (
    await as('POST', '/api/leads', { fullName: 'Rania Haddad', phone: '+212 661 00 11 22' })
  ).body;
  const b = (
    await as('POST', '/api/leads', { fullName: 'Hugo Martin', phone: '+33 6 11 22 33 44' })
  ).body;
  expect(
    (
      await as('POST', `/api/leads/${a.id}/status`, {
        status: 'lost',
        reason: 'Chose another agency',
      })
    ).status,
  ).toBe(200);
  expect(
    (await as('POST', '/api/leads/assign', { ids: [a.id, b.id], assignedTo: agent })).body,
  ).toEqual({ updated: 2 });
  const [lost] = (await entries('Lead', a.id)).filter((e) => e.action === 'status');
  expect(lost!.recordLabel).toBe(`${a.number} · Rania Haddad`);
  expect(lost).toMatchObject({
    before: { status: 'new' },
    after: { status: 'lost', reason: 'Chose another agency' },
  });
  for (const lead of [a, b]) {
    const assigned = (await entries('Lead', lead.id)).filter((e) => e.action === 'assign');
    expect(assigned).toEqual([
      expect.objectContaining({
        before: { assignedTo: lead.assignedTo },
        after: { assignedTo: agent },
      }),
    ]);
  }
  // Giving them to the same person again changes nothing, and logs nothing.
  await as('POST', '/api/leads/assign', { ids: [a.id, b.id], assignedTo: agent });
  expect((await entries('Lead', a.id)).filter((e) => e.action === 'assign')).toHaveLength(1);
});

it('logs tasks: created with their lead by name, completed and reopened as such', async () => {
  const lead = (
    await as('POST', '/api/leads', { fullName: 'يوسف العمراني', phone: '+212 662 33 44 55' })
  ).body;
  const task = (
    await as('POST', '/api/tasks', {
      title: 'اتصال للمتابعة',
      dueAt: '2030-03-02T09:30:00.000Z',
      assigneeId: lead.assignedTo,
      leadId: lead.id,
      priority: 'high',
    })
  ).body;
  expect((await as('PATCH', `/api/tasks/${task.id}`, { status: 'done' })).status).toBe(200);
  expect((await as('PATCH', `/api/tasks/${task.id}`, { status: 'open' })).status).toBe(200);
  expect((await as('PATCH', `/api/tasks/${task.id}`, { priority: 'low' })).status).toBe(200);
  const log = (await entries('Task', task.id)).reverse();
  expect(log.every((e) => e.recordLabel === 'اتصال للمتابعة')).toBe(true);
  expect(log.map((e) => e.action)).toEqual(['create', 'complete', 'reopen', 'update']);
  expect(log[0]!.after).toMatchObject({
    title: 'اتصال للمتابعة',
    lead: 'يوسف العمراني',
    dueAt: '2030-03-02T09:30:00.000Z',
    priority: 'high',
    status: 'open',
  });
  expect(log[1]).toMatchObject({ before: { status: 'open' }, after: { status: 'done' } });
  expect(log[3]).toMatchObject({ before: { priority: 'high' }, after: { priority: 'low' } });
  // Another tenant's task is as unknown as a made-up one, and nothing is logged for it.
  const atlas = await signIn(t, 'admin@atlas.test');
  expect(
    (
      await call(t.app, {
        method: 'PATCH',
        url: `/api/tasks/${task.id}`,
        token: atlas,
        payload: { status: 'done' },
      })
    ).status,
  ).toBe(404);
  expect(await entries('Task', task.id)).toHaveLength(4);
});

it('logs a configuration change with what it points at by name, not also by id', async () => {
  const [programme] = (await as('GET', '/api/programmes?pageSize=10')).body.items;
  const destinations = (await as('GET', '/api/destinations?pageSize=10')).body.items.filter(
    (d: { id: string }) => d.id !== programme.destinationId,
  );
  expect(
    (await as('PATCH', `/api/programmes/${programme.id}`, { destinationId: destinations[0].id }))
      .status,
  ).toBe(200);
  const [update] = await entries('Programme', programme.id);
  expect(update).toMatchObject({
    action: 'update',
    before: { destinationName: programme.destinationName },
    after: { destinationName: destinations[0].name },
  });
  expect(update!.after).not.toHaveProperty('destinationId');
});

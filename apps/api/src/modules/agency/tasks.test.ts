import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../kernel/db/kernel-tables';
import { notifications } from '../notifications/tables';
import { users } from '../users/tables';
import { call, createTestApp, signIn, type TestApp } from '../../test/harness';
import { remindTask, TASK_DUE_JOB } from './reminders';

// Issue 32: tasks that can be managed, and reminded through the kernel's job queue.
let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t, 'admin@horizon.test');
}, 180_000);
afterAll(() => t.close());

const as = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  call(t.app, { method, url, token, ...(payload ? { payload } : {}) });
const userId = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const jobsOf = async (taskId: string) =>
  (await t.db.select().from(jobs).where(eq(jobs.kind, TASK_DUE_JOB))).filter(
    (j) => (j.payload as { taskId: string }).taskId === taskId,
  );
const run = (job: typeof jobs.$inferSelect) =>
  remindTask({ ...job, tenantId: job.tenantId! }, { deps: t.app.deps });

describe('agency tasks', () => {
  it('edits a task: reschedule, reassign, priority, lead and type', async () => {
    const [lead] = (await as('GET', '/api/leads?pageSize=10')).body.items;
    const type = (await as('GET', '/api/task-types?pageSize=10')).body.items[0];
    const admin = await userId('admin@horizon.test');
    const agent = await userId('agent@horizon.test');
    const made = await as('POST', '/api/tasks', {
      title: 'Call about visa',
      dueAt: '2031-01-10T09:00:00.000Z',
      assigneeId: admin,
      leadId: lead.id,
      taskTypeId: type.id,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      leadName: lead.fullName,
      taskTypeName: type.name,
      priority: 'normal',
    });
    const edited = await as('PATCH', `/api/tasks/${made.body.id}`, {
      dueAt: '2031-01-12T14:30:00.000Z',
      assigneeId: agent,
      priority: 'high',
      title: 'Call about the visa appointment',
    });
    expect(edited.body).toMatchObject({
      dueAt: '2031-01-12T14:30:00.000Z',
      assigneeName: 'Omar Agent',
      priority: 'high',
      title: 'Call about the visa appointment',
    });
  });

  it('lists the tasks due today and the overdue ones', async () => {
    const admin = await userId('admin@horizon.test');
    const later = new Date(
      Date.UTC(
        new Date().getUTCFullYear(),
        new Date().getUTCMonth(),
        new Date().getUTCDate(),
        23,
        59,
      ),
    );
    const today = (
      await as('POST', '/api/tasks', {
        title: 'Due tonight',
        dueAt: later.toISOString(),
        assigneeId: admin,
      })
    ).body;
    const late = (
      await as('POST', '/api/tasks', {
        title: 'Was due last week',
        dueAt: new Date(Date.now() - 7 * 86_400_000).toISOString(),
        assigneeId: admin,
      })
    ).body;
    const todays = (
      await as('GET', '/api/tasks?view=today&pageSize=100&search=Due tonight')
    ).body.items.map((x: { id: string }) => x.id);
    expect(todays).toEqual([today.id]);
    const overdue = (await as('GET', '/api/tasks?view=overdue&pageSize=100&search=last week')).body
      .items;
    expect(overdue.map((x: { id: string; overdue: boolean }) => [x.id, x.overdue])).toEqual([
      [late.id, true],
    ]);
  });

  it('reminds the assignee once when a task falls due, through a job queued for its due time', async () => {
    const agent = await userId('agent@horizon.test');
    const due = new Date(Date.now() + 3_600_000);
    const task = (
      await as('POST', '/api/tasks', {
        title: 'Send the offer letter',
        dueAt: due.toISOString(),
        assigneeId: agent,
      })
    ).body;
    const [job] = await jobsOf(task.id);
    expect(job!.runAfter.toISOString()).toBe(due.toISOString());
    // Rescheduled: a new job for the new time; the first finds the task moved and sends nothing.
    const soon = new Date(Date.now() - 1000);
    await as('PATCH', `/api/tasks/${task.id}`, { dueAt: soon.toISOString() });
    const all = await jobsOf(task.id);
    expect(all).toHaveLength(2);
    expect(await run(job!)).toEqual({ reminded: false });
    const second = all.find((j) => j.id !== job!.id)!;
    // The test app's own job worker may run the due job first (woken at commit): either way, one reminder.
    await run(second);
    expect(await run(second)).toEqual({ reminded: false });
    const sent = async () =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, agent), eq(notifications.type, 'task_due')))
      ).filter((n) => n.title.includes('Send the offer letter'));
    await vi.waitFor(async () => expect(await sent()).toHaveLength(1));
  });

  it('sends nothing for a task done before it falls due', async () => {
    const agent = await userId('agent@horizon.test');
    const task = (
      await as('POST', '/api/tasks', {
        title: 'Check transcripts',
        dueAt: new Date(Date.now() - 500).toISOString(),
        assigneeId: agent,
      })
    ).body;
    await as('PATCH', `/api/tasks/${task.id}`, { status: 'done' });
    const [job] = await jobsOf(task.id);
    expect(await run(job!)).toEqual({ reminded: false });
  });
});

import { and, asc, count, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  taskBodySchema,
  taskListQuerySchema,
  taskListSchema,
  taskPatchSchema,
  taskSchema,
  type Task,
} from '@sp/contracts/api';
import type { Db, Tx } from '../../kernel/db/client';
import { AppError, notFound } from '../../kernel/errors';
import { orderOf, searchAny } from '../../kernel/list-query';
import { actorOf, requireAuth, type AuthContext } from '../../kernel/types';
import { recordAudit } from '../audit';
import { iso } from '../users';
import { scheduleTaskReminder } from './reminders';
import { findLead } from './lead-repository';
import { isTenantUser, loadLookups, userNames } from './lookups';
import { agencyTasks } from './tables';

const tags = ['tasks'];
type TaskRow = typeof agencyTasks.$inferSelect;
const SORT = {
  dueAt: agencyTasks.dueAt,
  title: agencyTasks.title,
  priority: agencyTasks.priority,
  createdAt: agencyTasks.createdAt,
};

export async function toTasks(db: Db | Tx, tenantId: string, rows: TaskRow[]): Promise<Task[]> {
  const leadIds = [...new Set(rows.map((r) => r.leadId).filter((x): x is string => !!x))];
  const [l, names, leads] = await Promise.all([
    loadLookups(db, tenantId),
    userNames(
      db,
      tenantId,
      rows.map((r) => r.assigneeId),
    ),
    Promise.all(leadIds.map((id) => findLead(db, tenantId, id))),
  ]);
  const leadName = new Map(leads.filter(Boolean).map((x) => [x!.id, x!.fullName]));
  const now = Date.now();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    taskTypeId: r.taskTypeId,
    taskTypeName: r.taskTypeId ? (l.taskTypes.get(r.taskTypeId)?.name ?? null) : null,
    dueAt: iso(r.dueAt),
    assigneeId: r.assigneeId,
    assigneeName: names.get(r.assigneeId) ?? null,
    leadId: r.leadId,
    leadName: r.leadId ? (leadName.get(r.leadId) ?? null) : null,
    priority: r.priority as Task['priority'],
    status: r.status as Task['status'],
    overdue: r.status === 'open' && r.dueAt.getTime() < now,
    doneAt: r.doneAt ? iso(r.doneAt) : null,
    createdAt: iso(r.createdAt),
  }));
}

/**
 * A task as its audit entries record it: its lead and type by name (as named then), the
 * assignee by id (the audit page names staff).
 */
const taskAuditView = (t: Task) => ({
  title: t.title,
  taskType: t.taskTypeName,
  dueAt: t.dueAt,
  assignedTo: t.assigneeId,
  lead: t.leadName,
  priority: t.priority,
  status: t.status,
});

/** Midnight (UTC) of `now`'s day: "due today" is that day. */
const startOfDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Start of the next Monday after `now` (UTC): "due this week" runs until then. */
const endOfWeek = (now: Date) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + ((8 - d.getUTCDay()) % 7 || 7));
  return d;
};

async function checkRefs(
  db: Db,
  auth: AuthContext,
  body: { assigneeId?: string; leadId?: string | null; taskTypeId?: string | null },
) {
  const invalid = (path: string, message: string) =>
    new AppError(400, 'validation_failed', message, [{ path, message }]);
  if (body.assigneeId && !(await isTenantUser(db, auth.tenant.id, body.assigneeId)))
    throw invalid('assigneeId', 'Unknown user');
  if (body.leadId && !(await findLead(db, auth.tenant.id, body.leadId)))
    throw invalid('leadId', 'Unknown lead');
  if (body.taskTypeId && !(await loadLookups(db, auth.tenant.id)).taskTypes.has(body.taskTypeId))
    throw invalid('taskTypeId', 'Unknown task type');
}

/** Tasks: my tasks, overdue, due this week, by lead (?leadId=). */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get('/', {
    config: { can: ['read', 'Task'] },
    schema: { tags, querystring: taskListQuerySchema, response: { 200: taskListSchema } },
    handler: async (request) => {
      const q = request.query;
      const auth = requireAuth(request.auth);
      const now = new Date();
      const where: (SQL | undefined)[] = [
        eq(agencyTasks.tenantId, auth.tenant.id),
        searchAny(q.search, [agencyTasks.title]),
      ];
      if (q.leadId) where.push(eq(agencyTasks.leadId, q.leadId));
      else if (q.view === 'mine') where.push(eq(agencyTasks.assigneeId, auth.user.id));
      if (q.view === 'overdue')
        where.push(eq(agencyTasks.status, 'open'), lt(agencyTasks.dueAt, now));
      if (q.view === 'today')
        where.push(
          eq(agencyTasks.status, 'open'),
          gte(agencyTasks.dueAt, startOfDay(now)),
          lt(agencyTasks.dueAt, new Date(startOfDay(now).getTime() + 86_400_000)),
        );
      if (q.view === 'week')
        where.push(
          eq(agencyTasks.status, 'open'),
          gte(agencyTasks.dueAt, now),
          lt(agencyTasks.dueAt, endOfWeek(now)),
        );
      if (q.status) where.push(eq(agencyTasks.status, q.status));
      const cond = and(...where.filter(Boolean));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(agencyTasks)
          .where(cond)
          .orderBy(orderOf(q.sort ?? 'dueAt', SORT, 'dueAt'), asc(agencyTasks.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ n: count() }).from(agencyTasks).where(cond),
      ]);
      return {
        items: await toTasks(db, auth.tenant.id, rows),
        total: Number(total?.n ?? 0),
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  });

  app.post('/', {
    config: { can: ['create', 'Task'], idempotent: true },
    schema: { tags, body: taskBodySchema, response: { 201: taskSchema } },
    handler: async (request, reply) => {
      const auth = requireAuth(request.auth);
      await checkRefs(db, auth, request.body);
      const { dueAt, ...b } = request.body;
      const task = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(agencyTasks)
          .values({
            ...b,
            dueAt: new Date(dueAt),
            tenantId: auth.tenant.id,
            doneAt: b.status === 'done' ? new Date() : null,
          })
          .returning();
        await scheduleTaskReminder(tx, row!);
        const [created] = await toTasks(tx, auth.tenant.id, [row!]);
        await recordAudit(tx, actorOf(auth), {
          action: 'create',
          recordType: 'Task',
          recordId: row!.id,
          after: taskAuditView(created!),
        });
        return created!;
      });
      reply.code(201);
      return task;
    },
  });

  app.patch('/:id', {
    config: { can: ['update', 'Task'] },
    schema: { tags, params: idParamsSchema, body: taskPatchSchema, response: { 200: taskSchema } },
    handler: async (request) => {
      const auth = requireAuth(request.auth);
      await checkRefs(db, auth, request.body);
      const { dueAt, ...b } = request.body;
      const mine = and(
        eq(agencyTasks.tenantId, auth.tenant.id),
        eq(agencyTasks.id, request.params.id),
      );
      return db.transaction(async (tx) => {
        const [old] = await tx.select().from(agencyTasks).where(mine).for('update');
        if (!old) throw notFound('Task');
        const [row] = await tx
          .update(agencyTasks)
          .set({
            ...b,
            // A new due date earns a new reminder.
            ...(dueAt ? { dueAt: new Date(dueAt), remindedAt: null } : {}),
            ...(b.status ? { doneAt: b.status === 'done' ? new Date() : null } : {}),
            // Reopened: reminded again if it falls due (again).
            ...(b.status === 'open' && old.status === 'done' ? { remindedAt: null } : {}),
          })
          .where(mine)
          .returning();
        if (
          row!.dueAt.getTime() !== old.dueAt.getTime() ||
          (row!.status === 'open' && old.status === 'done')
        )
          await scheduleTaskReminder(tx, row!);
        const [was, now] = await toTasks(tx, auth.tenant.id, [old, row!]);
        // Done and reopened read as their own actions in the log.
        const action =
          was!.status === now!.status ? 'update' : now!.status === 'done' ? 'complete' : 'reopen';
        await recordAudit(tx, actorOf(auth), {
          action,
          recordType: 'Task',
          recordId: old.id,
          before: taskAuditView(was!),
          after: taskAuditView(now!),
        });
        return now!;
      });
    },
  });
};

import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../kernel/db/client';
import { enqueueJob, type JobContext, type TenantJob } from '../../kernel/jobs';
import { notify } from '../notifications';
import { agencyTasks } from './tables';

/** The job kind that reminds a task's assignee when it falls due (kernel/jobs: any replica, run once). */
export const TASK_DUE_JOB = 'agency.task-due';
interface TaskDuePayload {
  taskId: string;
  dueAt: string;
}

/**
 * Schedules the reminder of an open task for its due time, as a job of the kernel's queue
 * (run_after = due). Called when a task is made, rescheduled or reopened; a job made for an
 * older due date finds the task moved and does nothing.
 */
export async function scheduleTaskReminder(db: Db | Tx, task: typeof agencyTasks.$inferSelect) {
  if (task.status !== 'open' || task.remindedAt) return;
  await enqueueJob(db, {
    tenantId: task.tenantId,
    kind: TASK_DUE_JOB,
    payload: { taskId: task.id, dueAt: task.dueAt.toISOString() } satisfies TaskDuePayload,
    runAfter: task.dueAt,
  });
}

/**
 * The job: one reminder per task and due date. The claim is one UPDATE ... RETURNING on the
 * task still open, unreminded and due at the job's time, so a retried or duplicate job, a
 * task done or rescheduled meanwhile, sends nothing.
 */
export async function remindTask(job: TenantJob, ctx: Pick<JobContext, 'deps'>) {
  const { taskId, dueAt } = job.payload as TaskDuePayload;
  const [task] = await ctx.deps.db
    .update(agencyTasks)
    .set({ remindedAt: new Date() })
    .where(
      and(
        eq(agencyTasks.tenantId, job.tenantId),
        eq(agencyTasks.id, taskId),
        eq(agencyTasks.status, 'open'),
        isNull(agencyTasks.remindedAt),
        eq(agencyTasks.dueAt, new Date(dueAt)),
      ),
    )
    .returning();
  if (!task) return { reminded: false };
  await notify(
    ctx.deps,
    { tenantId: task.tenantId, userId: task.assigneeId },
    {
      type: 'task_due',
      title: `Task due: ${task.title}`,
      body: task.dueAt.toISOString(),
      data: {
        taskId: task.id,
        leadId: task.leadId,
        url: task.leadId ? `/leads/${task.leadId}` : '/tasks',
      },
    },
  );
  return { reminded: true };
}

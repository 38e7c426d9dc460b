import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Deps } from '../../kernel/types';
import { notify } from '../notifications/service';
import { agencyTasks } from './tables';

/**
 * Sends one reminder per open task that has fallen due. The claim is one UPDATE ... RETURNING,
 * so with several replicas each task is reminded once.
 */
export async function remindDueTasks(deps: Deps, now = new Date()) {
  const due = await deps.db
    .update(agencyTasks)
    .set({ remindedAt: now })
    .where(and(eq(agencyTasks.status, 'open'), isNull(agencyTasks.remindedAt), lte(agencyTasks.dueAt, now),
      // Tasks long overdue when first seen (demo data, a restored backup) are not worth a burst of pings.
      sql`${agencyTasks.dueAt} > ${new Date(now.getTime() - 24 * 3600_000)}`))
    .returning();
  for (const task of due) {
    await notify(deps, { tenantId: task.tenantId, userId: task.assigneeId }, {
      type: 'task_due', title: `Task due: ${task.title}`, body: task.dueAt.toISOString(),
      data: { taskId: task.id, leadId: task.leadId, url: task.leadId ? `/leads/${task.leadId}` : '/tasks' },
    });
  }
  return due.length;
}

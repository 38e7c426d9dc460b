import { agencyPaths } from '@sp/contracts/paths';
import type { Task } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { errorMessage } from '../lib/errors';
import { Link } from '@sp/router';
import { useCan } from '@sp/shared-auth';
import { Badge, Button, DataTable, HStack, formatDate, notify, type DataColumn } from '@sp/ui';
import { Suspense, useMemo, useState } from 'react';
import { lazyPart } from '@sp/page-kit';
import { agencyApi } from '../api/endpoints';
import { useAgencyMutation } from '../api/queries';

const TaskDialog = lazyPart(() => import('./task-dialog'));

const PRIORITY_COLOR = { low: 'gray', normal: 'blue', high: 'red' } as const;

export interface TaskTableProps {
  tasks: Task[] | undefined;
  loading?: boolean;
  /** The lead's own page hides the lead column. */
  withLead?: boolean;
  sort?: string;
  onSort?: (field: string) => void;
}

/** Tasks with their due time (overdue in red) and a "done" action for those who may update tasks. */
export function TaskTable({ tasks, loading, withLead = true, sort, onSort }: TaskTableProps) {
  const { t, i18n } = useTranslation('agency');
  const canUpdate = useCan({ action: 'update', subject: 'Task' });
  const [editing, setEditing] = useState<Task | null>(null);
  const done = useAgencyMutation((task: Task) =>
    agencyApi.tasks.update(task.id, { status: task.status === 'done' ? 'open' : 'done' }),
  );
  const columns = useMemo<DataColumn<Task>[]>(
    () => [
      {
        id: 'title',
        priority: 'key',
        header: t('tasks.fields.title'),
        sortField: 'title',
        cell: (task) => task.title,
      },
      ...(withLead
        ? [
            {
              id: 'lead',
              header: t('tasks.fields.lead'),
              cell: (task: Task) =>
                task.leadId ? (
                  <Link to={agencyPaths.lead(task.leadId)}>
                    <bdi>{task.leadName}</bdi>
                  </Link>
                ) : (
                  '–'
                ),
            },
          ]
        : []),
      {
        id: 'dueAt',
        priority: 'key',
        header: t('tasks.fields.dueAt'),
        sortField: 'dueAt',
        cell: (task) => (
          <Badge
            colorPalette={task.overdue ? 'red' : 'gray'}
            variant={task.overdue ? 'solid' : 'subtle'}
          >
            {formatDate(task.dueAt, 'datetime', i18n.language)}
          </Badge>
        ),
      },
      {
        id: 'assignee',
        header: t('tasks.fields.assignee'),
        cell: (task) => task.assigneeName ?? '–',
      },
      {
        id: 'priority',
        header: t('tasks.fields.priority'),
        sortField: 'priority',
        cell: (task) => (
          <Badge colorPalette={PRIORITY_COLOR[task.priority]}>
            {t(`priority.${task.priority}`)}
          </Badge>
        ),
      },
      {
        id: 'status',
        header: t('tasks.fields.status'),
        cell: (task) => t(`taskStatus.${task.status}`),
      },
      ...(canUpdate
        ? [
            {
              id: 'actions',
              priority: 'key' as const,
              header: t('common.actions'),
              align: 'end' as const,
              cell: (task: Task) => (
                <HStack justify="flex-end">
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => setEditing(task)}
                    aria-label={t('tasks.editNamed', { title: task.title })}
                  >
                    {t('tasks.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    loading={done.isPending && done.variables?.id === task.id}
                    onClick={() =>
                      done.mutate(task, { onError: (e) => notify('error', errorMessage(t, e)) })
                    }
                    aria-label={t(
                      task.status === 'done' ? 'tasks.reopenNamed' : 'tasks.doneNamed',
                      { title: task.title },
                    )}
                  >
                    {t(task.status === 'done' ? 'tasks.reopen' : 'tasks.done')}
                  </Button>
                </HStack>
              ),
            },
          ]
        : []),
    ],
    [t, i18n.language, withLead, canUpdate, done],
  );
  return (
    <>
      <DataTable<Task>
        caption={t('title.tasks')}
        columns={columns}
        rows={tasks}
        rowId={(task) => task.id}
        sort={sort}
        onSort={onSort}
        loading={loading}
        empty={t('tasks.empty')}
      />
      <Suspense>
        {editing && <TaskDialog task={editing} onClose={() => setEditing(null)} />}
      </Suspense>
    </>
  );
}

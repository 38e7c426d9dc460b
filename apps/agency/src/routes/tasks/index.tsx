import { taskViews } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { PageHeader, lazyPart, preloadOn, useListQuery, usePreloadWhenIdle } from '@sp/page-kit';
import { errorMessage } from '../../lib/errors';
import { useCan } from '@sp/shared-auth';
import { Alert, AppIcon, Button, FilterBar, Pagination, SearchInput, Tabs } from '@sp/ui';
import { Suspense, useState } from 'react';
import { type TaskQuery } from '../../api/endpoints';
import { useTasks } from '../../api/queries';
import { TaskTable } from '../../components/task-table';

const TaskDialog = lazyPart(() => import('../../components/task-dialog'));
const FILTERS = ['view', 'status'] as const;

/** /tasks: my tasks by default, overdue, this week or all; the view, search and page are in the URL. */
export function TasksPage() {
  const { t } = useTranslation('agency');
  const list = useListQuery<(typeof FILTERS)[number], TaskQuery>({
    filters: FILTERS,
    defaultSort: 'dueAt',
  });
  const view = list.filters.view ?? 'mine';
  const tasks = useTasks({ ...list.query, view, status: list.filters.status ?? 'open' });
  const canCreate = useCan({ action: 'create', subject: 'Task' });
  const [creating, setCreating] = useState(false);
  usePreloadWhenIdle(TaskDialog);
  return (
    <>
      <PageHeader
        title={t('title.tasks')}
        actions={
          canCreate && (
            <Button
              colorPalette="brand"
              {...preloadOn(TaskDialog)}
              onClick={() => setCreating(true)}
            >
              <AppIcon name="plus" />
              {t('tasks.add')}
            </Button>
          )
        }
      />
      <Tabs.Root
        value={view}
        onValueChange={(e) => list.setFilter('view', e.value === 'mine' ? undefined : e.value)}
        marginBlockEnd="4"
      >
        <Tabs.List aria-label={t('tasks.views')}>
          {taskViews.map((v) => (
            <Tabs.Trigger key={v} value={v}>
              {t(`tasks.view.${v}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <FilterBar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('tasks.search')} />
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            list.setFilter('status', list.filters.status === 'done' ? undefined : 'done')
          }
        >
          {t(list.filters.status === 'done' ? 'tasks.showOpen' : 'tasks.showDone')}
        </Button>
      </FilterBar>
      {tasks.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, tasks.error)}</Alert.Title>
        </Alert.Root>
      )}
      <TaskTable
        tasks={tasks.data?.items}
        loading={tasks.isFetching}
        sort={list.sort}
        onSort={list.toggleSort}
      />
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={tasks.data?.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
      <Suspense>{creating && <TaskDialog onClose={() => setCreating(false)} />}</Suspense>
    </>
  );
}

export const Component = TasksPage;

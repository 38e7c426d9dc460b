import { useTranslation } from '@sp/i18n';
import { lazyPart, preloadOn } from '@sp/page-kit';
import { useCan } from '@sp/shared-auth';
import { AppIcon, Button } from '@sp/ui';
import { Suspense, useState } from 'react';
import { useTasks } from '../../api/queries';
import { TaskTable } from '../../components/task-table';
import { Section } from '../../components/section';

const TaskDialog = lazyPart(() => import('../../components/task-dialog'));

/** The lead's follow-ups, open first by due time, with a new one a click away. */
export function LeadTasks({ leadId }: { leadId: string }) {
  const { t } = useTranslation('agency');
  const tasks = useTasks({ view: 'all', leadId, sort: 'dueAt', pageSize: 50 });
  const canCreate = useCan({ action: 'create', subject: 'Task' });
  const [creating, setCreating] = useState(false);
  return (
    <Section
      title={t('title.tasks')}
      actions={
        canCreate && (
          <Button
            size="sm"
            variant="outline"
            {...preloadOn(TaskDialog)}
            onClick={() => setCreating(true)}
          >
            <AppIcon name="plus" />
            {t('tasks.add')}
          </Button>
        )
      }
    >
      <TaskTable tasks={tasks.data?.items} loading={tasks.isFetching} withLead={false} />
      <Suspense>
        {creating && <TaskDialog leadId={leadId} onClose={() => setCreating(false)} />}
      </Suspense>
    </Section>
  );
}

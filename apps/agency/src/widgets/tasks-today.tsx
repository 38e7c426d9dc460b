import { agencyPaths } from '@sp/contracts/paths';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { Skeleton, Stack, Text } from '@sp/ui';
import { useAgencyDashboard } from './use-dashboard';

/** The caller's open tasks due today, by time. */
export default function TasksToday() {
  const { t, i18n } = useTranslation('agency');
  const { data } = useAgencyDashboard();
  if (!data) return <Skeleton height="24" />;
  if (!data.tasksDueToday.length) return <Text color="fg.muted">{t('widgets.noTasksToday')}</Text>;
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {data.tasksDueToday.map((task) => (
        <li key={task.id}>
          <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums">
            {time.format(new Date(task.dueAt))}
          </Text>{' '}
          {task.leadId ? <Link to={agencyPaths.lead(task.leadId)}>{task.title}</Link> : task.title}
        </li>
      ))}
    </Stack>
  );
}

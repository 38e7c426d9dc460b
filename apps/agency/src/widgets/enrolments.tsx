import { useTranslation } from '@sp/i18n';
import { Skeleton, Stat } from './stat';
import { useAgencyDashboard } from './use-dashboard';

/** Leads enrolled for the next intake. */
export default function Enrolments() {
  const { t, i18n } = useTranslation('agency');
  const { data } = useAgencyDashboard();
  if (!data) return <Skeleton height="16" />;
  const [y, m] = data.enrolmentsThisIntake.intake.split('-').map(Number);
  const month = new Intl.DateTimeFormat(i18n.language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y!, m! - 1, 1)));
  return (
    <Stat value={String(data.enrolmentsThisIntake.count)} label={t('widgets.intake', { month })} />
  );
}

import { useTranslation } from '@sp/i18n';
import { WidgetBoard } from '../../dashboards/widget-board';

export function DashboardPage() {
  const { t } = useTranslation('shell');
  return <WidgetBoard dashboard="dashboard" title={t('title.dashboard')} />;
}

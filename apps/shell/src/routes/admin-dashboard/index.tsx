import { useTranslation } from '@sp/i18n';
import { WidgetBoard } from '../../dashboards/widget-board';

export function AdminDashboardPage() {
  const { t } = useTranslation('shell');
  return <WidgetBoard dashboard="admin-dashboard" title={t('title.adminDashboard')} />;
}

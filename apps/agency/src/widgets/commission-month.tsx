import { useTranslation } from '@sp/i18n';
import { formatMoney } from '../lib/format';
import { Skeleton, Stat } from './stat';
import { useAgencyDashboard } from './use-dashboard';

/** Commission earned by enrolments this month, per currency (never added across currencies). */
export default function CommissionMonth() {
  const { t, i18n } = useTranslation('agency');
  const { data } = useAgencyDashboard();
  if (!data) return <Skeleton height="16" />;
  const value = data.commissionThisMonth.length ? data.commissionThisMonth.map((c) => formatMoney(c.amount, c.currency, i18n.language)).join(' · ') : formatMoney('0', null, i18n.language);
  return <Stat value={value} label={t('widgets.thisMonth')} />;
}

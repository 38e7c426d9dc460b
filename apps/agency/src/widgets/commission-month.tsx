import { useTranslation } from '@sp/i18n';
import { formatMoney } from '../lib/format';
import { Skeleton, Stat } from './stat';
import { useAgencyDashboard } from './use-dashboard';

/**
 * Commission earned by enrolments this month, per currency (never added across currencies):
 * net of the sub-agencies' shares, what the agency keeps; the gross beside it.
 */
export default function CommissionMonth() {
  const { t, i18n } = useTranslation('agency');
  const { data } = useAgencyDashboard();
  if (!data) return <Skeleton height="16" />;
  const rows = data.commissionThisMonth;
  const value = rows.length
    ? rows.map((c) => formatMoney(c.amount, c.currency, i18n.language)).join(' · ')
    : formatMoney('0', null, i18n.language);
  const gross = rows.map((c) => formatMoney(c.gross, c.currency, i18n.language)).join(' · ');
  return (
    <Stat
      value={value}
      label={rows.length ? t('widgets.thisMonthNet', { gross }) : t('widgets.thisMonth')}
    />
  );
}

import { useTranslation } from '@sp/i18n';
import { useCan } from '@sp/shared-auth';
import { formatPercent } from '../lib/format';
import { Figure } from './figure';
import { useOrderWidgets } from './use-widgets';

/** Dashboard: delivered / (delivered + returned) over the last 30 days. */
export default function DeliveredRateWidget() {
  const { t, i18n } = useTranslation('orders');
  const w = useOrderWidgets().data;
  const canReport = useCan({ action: 'read', subject: 'Report' });
  return (
    <Figure
      value={w && formatPercent(w.deliveredRate, i18n.language)}
      hint={t('widgets.last30')}
      to={canReport ? '/orders/report' : '/orders?status=delivered'}
      linkText={t(canReport ? 'widgets.seeReport' : 'widgets.seeOrders')}
    />
  );
}

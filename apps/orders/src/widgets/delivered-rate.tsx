import { useTranslation } from '@sp/i18n';
import { formatPercent } from '../lib/format';
import { Figure } from './figure';
import { useOrderWidgets } from './use-widgets';

/** Dashboard: delivered / (delivered + returned) over the last 30 days. */
export default function DeliveredRateWidget() {
  const { t, i18n } = useTranslation('orders');
  const w = useOrderWidgets().data;
  return <Figure value={w && formatPercent(w.deliveredRate, i18n.language)} hint={t('widgets.last30')} to="/orders/report" linkText={t('widgets.seeReport')} />;
}

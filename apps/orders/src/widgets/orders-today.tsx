import { ordersPaths } from '@sp/contracts/paths';
import { useTranslation } from '@sp/i18n';
import { formatNumber } from '../lib/format';
import { Figure } from './figure';
import { useOrderWidgets } from './use-widgets';

const today = () => new Date().toISOString().slice(0, 10);

/** Dashboard: orders placed today. */
export default function OrdersTodayWidget() {
  const { t, i18n } = useTranslation('orders');
  const w = useOrderWidgets().data;
  return (
    <Figure
      value={w && formatNumber(w.today, i18n.language)}
      to={ordersPaths.list({ from: today(), to: today() })}
      linkText={t('widgets.seeOrders')}
    />
  );
}

import { ordersPaths } from '@sp/contracts/paths';
import { useTranslation } from '@sp/i18n';
import { formatNumber } from '../lib/format';
import { Figure } from './figure';
import { useOrderWidgets } from './use-widgets';

/** Dashboard: confirmed and packed orders waiting to leave. */
export default function ToShipWidget() {
  const { t, i18n } = useTranslation('orders');
  const w = useOrderWidgets().data;
  return (
    <Figure
      value={w && formatNumber(w.toShip, i18n.language)}
      hint={t('widgets.toShipHint')}
      to={ordersPaths.list({ status: 'confirmed,packed' })}
      linkText={t('widgets.seeOrders')}
    />
  );
}

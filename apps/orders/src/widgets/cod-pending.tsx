import { ordersPaths } from '@sp/contracts/paths';
import { useTranslation } from '@sp/i18n';
import { Stack } from '@sp/ui';
import { formatMoney } from '../lib/format';
import { Figure } from './figure';
import { useOrderWidgets } from './use-widgets';

/** Dashboard: cash on delivery still out with couriers (shipped, not yet delivered), per currency. */
export default function CodPendingWidget() {
  const { t, i18n } = useTranslation('orders');
  const w = useOrderWidgets().data;
  const value =
    w &&
    (w.codPending.length ? (
      <Stack gap="0">
        {w.codPending.map((c) => (
          <span key={c.currency}>{formatMoney(c.amount, c.currency, i18n.language)}</span>
        ))}
      </Stack>
    ) : (
      '0'
    ));
  return (
    <Figure
      value={value}
      hint={t('widgets.codHint')}
      to={ordersPaths.list({ status: 'shipped', paymentMethod: 'cod' })}
      linkText={t('widgets.seeOrders')}
    />
  );
}

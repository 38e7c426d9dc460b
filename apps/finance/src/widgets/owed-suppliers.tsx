import { financePaths } from '@sp/contracts/paths';
import { useTranslation } from '@sp/i18n';
import { Text } from '@sp/ui';
import { useFinanceSummary } from '../api/profit-loss';
import { formatMoney } from '../lib/format';
import { SummaryFigures } from './summary-figures';

/** Dashboard: supplier payables falling due this week (overdue ones included). */
export default function OwedSuppliersWidget() {
  const { t, i18n } = useTranslation('finance');
  const summary = useFinanceSummary().data;
  const rows = summary?.currencies.map((c) => ({
    currency: c.currency,
    content: (
      <Text textStyle="2xl" fontWeight="bold">
        {formatMoney(c.owedToSuppliersThisWeek, c.currency, i18n.language)}
      </Text>
    ),
  }));
  return (
    <>
      <SummaryFigures
        rows={rows}
        to={financePaths.payments({ tab: 'suppliers' })}
        linkKey="widgets.seeSuppliers"
        emptyKey="widgets.nothingDue"
      />
      <Text textStyle="xs" color="fg.muted" marginBlockStart="1">
        {t('widgets.suppliersHint')}
      </Text>
    </>
  );
}

import { financePaths } from '@sp/contracts/paths';
import { useTranslation } from '@sp/i18n';
import { Text } from '@sp/ui';
import { useFinanceSummary } from '../api/profit-loss';
import { formatMoney } from '../lib/format';
import { SummaryFigures } from './summary-figures';

/** Dashboard: cash on delivery the agents collected and have not remitted yet. */
export default function CodOwedWidget() {
  const { t, i18n } = useTranslation('finance');
  const summary = useFinanceSummary().data;
  const rows = summary?.currencies.map((c) => ({
    currency: c.currency,
    content: (
      <Text textStyle="2xl" fontWeight="bold">
        {formatMoney(c.codOwedByAgents, c.currency, i18n.language)}
      </Text>
    ),
  }));
  return (
    <>
      <SummaryFigures
        rows={rows}
        to={financePaths.payments({ tab: 'agents' })}
        linkKey="widgets.seeAgents"
        emptyKey="widgets.nothingOwed"
      />
      <Text textStyle="xs" color="fg.muted" marginBlockStart="1">
        {t('widgets.codHint')}
      </Text>
    </>
  );
}

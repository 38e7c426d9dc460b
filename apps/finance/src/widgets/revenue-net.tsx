import { financePaths } from '@sp/contracts/paths';
import { useTranslation } from '@sp/i18n';
import { HStack, Text } from '@sp/ui';
import { useFinanceSummary } from '../api/profit-loss';
import { formatMoney, formatPercent } from '../lib/format';
import { changePercent } from '../lib/period';
import { SummaryFigures } from './summary-figures';

/** Dashboard: revenue and net profit this month, against last month, per currency. */
export default function RevenueNetWidget() {
  const { t, i18n } = useTranslation('finance');
  const lng = i18n.language;
  const summary = useFinanceSummary().data;
  const change = (now: string, before: string) => {
    const c = changePercent(Number(now), Number(before));
    return c === null ? '' : ` (${c > 0 ? '+' : ''}${formatPercent(c, lng)})`;
  };
  const rows = summary?.currencies.map((c) => ({
    currency: c.currency,
    content: (
      <>
        <HStack justify="space-between" gap="3">
          <Text color="fg.muted" textStyle="sm">
            {t('widgets.revenue')}
          </Text>
          <Text textStyle="xl" fontWeight="bold" data-testid="widget-revenue">
            {formatMoney(c.revenueThisMonth, c.currency, lng)}
          </Text>
        </HStack>
        <Text textStyle="xs" color="fg.muted" textAlign="end">
          {t('widgets.lastMonth', { amount: formatMoney(c.revenueLastMonth, c.currency, lng) })}
          {change(c.revenueThisMonth, c.revenueLastMonth)}
        </Text>
        <HStack justify="space-between" gap="3">
          <Text color="fg.muted" textStyle="sm">
            {t('widgets.net')}
          </Text>
          <Text
            textStyle="xl"
            fontWeight="bold"
            color={Number(c.netThisMonth) < 0 ? 'red.fg' : undefined}
          >
            {formatMoney(c.netThisMonth, c.currency, lng)}
          </Text>
        </HStack>
        <Text textStyle="xs" color="fg.muted" textAlign="end">
          {t('widgets.lastMonth', { amount: formatMoney(c.netLastMonth, c.currency, lng) })}
          {change(c.netThisMonth, c.netLastMonth)}
        </Text>
      </>
    ),
  }));
  return (
    <SummaryFigures
      rows={rows}
      to={financePaths.profitLoss()}
      linkKey="widgets.seeProfitLoss"
      emptyKey="widgets.nothingYet"
    />
  );
}

import { ordersPaths } from '@sp/contracts/paths';
import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { formatDate, formatMoney, HStack, Skeleton, Stack, Text } from '@sp/ui';
import { ChartCaption, TrendBars } from './trend-bars';
import { useAdminDashboard } from './use-admin-dashboard';

/** Admin dashboard: orders and revenue per day over 30 days, one chart per currency. */
export default function TrendsWidget() {
  const { t, i18n } = useTranslation('admin');
  const lng = i18n.language;
  const board = useAdminDashboard();
  if (board.error)
    return (
      <Text color="fg.error" role="alert">
        {t('dashboard.failed')}
      </Text>
    );
  if (!board.data) return <Skeleton height="40" />;
  const { trends } = board.data;
  if (trends.length === 0) return <Text color="fg.muted">{t('dashboard.trends.none')}</Text>;
  const first = trends[0]!.days[0]!.day;
  const last = trends[0]!.days.at(-1)!.day;
  const day = (d: string) => formatDate(d, 'DD Mon', lng);
  const number = new Intl.NumberFormat(lng);
  return (
    <Stack gap="5">
      {trends.map((s) => (
        <Stack
          key={s.currency}
          gap="2"
          as="section"
          aria-label={t('dashboard.trends.series', { currency: s.currency })}
        >
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text fontWeight="semibold">{s.currency}</Text>
            <Text textStyle="sm">
              {t('dashboard.trends.totals', {
                count: s.orders,
                orders: number.format(s.orders),
                revenue: formatMoney(s.revenue, s.currency, lng),
              })}
            </Text>
          </HStack>
          <ChartCaption>{t('dashboard.trends.revenue')}</ChartCaption>
          <TrendBars
            name={t('dashboard.trends.revenueOf', { currency: s.currency })}
            points={s.days.map((p) => ({
              day: p.day,
              value: Number(p.revenue),
              label: `${day(p.day)}: ${formatMoney(p.revenue, s.currency, lng)}`,
            }))}
          />
          <ChartCaption>{t('dashboard.trends.orders')}</ChartCaption>
          <TrendBars
            height={10}
            name={t('dashboard.trends.ordersOf', { currency: s.currency })}
            points={s.days.map((p) => ({
              day: p.day,
              value: p.orders,
              label: `${day(p.day)}: ${t('dashboard.trends.ordersCount', { count: p.orders, n: number.format(p.orders) })}`,
            }))}
          />
          <HStack justify="space-between" textStyle="xs" color="fg.muted">
            <span>{day(first)}</span>
            <span>{day(last)}</span>
          </HStack>
        </Stack>
      ))}
      <Link to={ordersPaths.list({ from: first, to: last })}>
        {t('dashboard.trends.seeOrders')}
      </Link>
    </Stack>
  );
}

import { orderStatuses, type OrderReportQuery } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import {
  errorMessage,
  FilterPicker,
  PageHeader,
  ReportPending,
  useListQuery,
  useStores,
} from '@sp/page-kit';
import {
  Alert,
  Card,
  FilterBar,
  FilterSelect,
  formatDate,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  DayFilter,
} from '@sp/ui';
import { useOrderReport } from '../../api/orders';
import { courierSource, useCanPickCouriers } from '../../api/pickers';
import { ExportButtons } from '../../components/export-buttons';
import { formatMoney, formatNumber, formatPercent } from '../../lib/format';
import { BucketTable } from './bucket-table';

const FILTERS = ['from', 'to', 'storeId', 'agentId', 'status'] as const;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** /orders/report: counts and amounts by status, day, city, agent and payment method for a period; rates; COD to collect. */
export function OrderReportPage() {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.language;
  const list = useListQuery<(typeof FILTERS)[number], OrderReportQuery>({
    filters: FILTERS,
    // The last 30 days unless a period is chosen.
    toQuery: ({ filters }) =>
      ({
        ...filters,
        from: filters.from ?? daysAgo(30),
        to: filters.to ?? daysAgo(0),
      }) as OrderReportQuery,
  });
  const report = useOrderReport(list.query);
  const stores = useStores().data?.items ?? [];
  const agents = useCanPickCouriers();
  const q = list.query as Record<string, string | undefined>;
  const day = (key: 'from' | 'to') => (
    <DayFilter label={t(`list.${key}`)} value={q[key]} onChange={(v) => list.setFilter(key, v)} />
  );
  const stat = (label: string, value: string, testId?: string) => (
    <Card.Root size="sm">
      <Card.Body>
        <Text textStyle="xs" color="fg.muted">
          {label}
        </Text>
        <Text textStyle="2xl" fontWeight="bold" data-testid={testId}>
          {value}
        </Text>
      </Card.Body>
    </Card.Root>
  );

  return (
    <>
      <PageHeader
        title={t('title.orderReport')}
        actions={
          <Stack gap="2" align="end">
            <ExportButtons query={{ ...q, kind: 'report' }} name="orders-report" report />
          </Stack>
        }
      />
      <FilterBar>
        {day('from')}
        {day('to')}
        {stores.length > 1 && (
          <FilterSelect
            label={t('fields.store')}
            value={list.filters.storeId}
            onChange={(v) => list.setFilter('storeId', v)}
            options={stores.map((s) => ({ value: s.id, label: s.name }))}
          />
        )}
        {agents && (
          <FilterPicker
            source={courierSource}
            label={t('fields.agent')}
            value={list.filters.agentId}
            onChange={(v) => list.setFilter('agentId', v)}
            fixed={[{ id: 'none', text: t('list.noAgent') }]}
          />
        )}
        <FilterSelect
          label={t('fields.status')}
          value={list.filters.status}
          onChange={(v) => list.setFilter('status', v)}
          options={orderStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </FilterBar>
      {report.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, report.error)}</Alert.Title>
        </Alert.Root>
      )}
      {!report.data ? (
        !report.error && <ReportPending height="60" />
      ) : (
        <Stack gap="6" aria-busy={report.isFetching || undefined}>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            {stat(t('report.count'), formatNumber(report.data.count, lng), 'report-count')}
            {stat(t('report.deliveredRate'), formatPercent(report.data.deliveredRate, lng))}
            {stat(t('report.returnRate'), formatPercent(report.data.returnRate, lng))}
          </SimpleGrid>
          {report.data.currencies.length === 0 && <Text color="fg.muted">{t('report.empty')}</Text>}
          {report.data.currencies.map((c) => (
            <Stack key={c.currency} gap="4" as="section" aria-label={c.currency}>
              <Heading size="md" as="h2">
                {t('report.inCurrency', { currency: c.currency })}
              </Heading>
              <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
                {stat(t('report.orders'), formatNumber(c.count, lng))}
                {stat(t('report.amount'), formatMoney(c.amount, c.currency, lng))}
                {c.cancelledCount > 0 && (
                  <Text
                    textStyle="xs"
                    color="fg.muted"
                    gridColumn="1 / -1"
                    data-testid="report-excludes-cancelled"
                  >
                    {t('report.excludesCancelled', {
                      count: c.cancelledCount,
                      amount: formatMoney(c.cancelledAmount, c.currency, lng),
                    })}
                  </Text>
                )}
                {stat(t('report.codToCollect'), formatMoney(c.codToCollect, c.currency, lng))}
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
                <BucketTable
                  title={t('report.byStatus')}
                  buckets={c.byStatus}
                  currency={c.currency}
                  label={(b) => t(`status.${b.key}`)}
                />
                <BucketTable
                  title={t('report.byPaymentMethod')}
                  buckets={c.byPaymentMethod}
                  currency={c.currency}
                  label={(b) => t(`payment.${b.key}`)}
                />
                <BucketTable
                  title={t('report.byCity')}
                  buckets={c.byCity}
                  currency={c.currency}
                  label={(b) => b.label}
                />
                <BucketTable
                  title={t('report.byAgent')}
                  buckets={c.byAgent}
                  currency={c.currency}
                  label={(b) => (b.key === 'none' ? t('list.noAgent') : b.label)}
                />
                <BucketTable
                  title={t('report.byDay')}
                  buckets={c.byDay}
                  currency={c.currency}
                  label={(b) => formatDate(b.key, 'DD Mon, YYYY', lng)}
                  bars
                />
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
      )}
    </>
  );
}

export const Component = OrderReportPage;

import { reportKinds, type ReportKind, type ReportQuery } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { ExportButtons, PageHeader, ReportPending, useListQuery, useStores } from '@sp/page-kit';
import { Card, FilterBar, FilterSelect, Stack, Tabs, DayFilter } from '@sp/ui';
import { financeApi } from '../../api/endpoints';
import { useReport } from '../../api/profit-loss';
import { ErrorAlert } from '../../components/error-alert';
import { isoDay } from '../../lib/period';
import { useDir } from '../../lib/use-dir';
import { CurrencySelect } from './currency-select';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';

const FILTERS = ['kind', 'from', 'to', 'storeId', 'currency'] as const;
const daysAgo = (n: number) => isoDay(new Date(Date.now() - n * 86_400_000));

/** /reports: sales, returns, stock and agents, each a chart over a table of the same rows; the period, store and currency in the URL. */
export function ReportsPage() {
  const { t } = useTranslation('finance');
  const list = useListQuery<(typeof FILTERS)[number], ReportQuery>({
    filters: FILTERS,
    // The last 30 days unless a period is chosen.
    toQuery: ({ filters }) => ({
      from: filters.from ?? daysAgo(29),
      to: filters.to ?? daysAgo(0),
      ...(filters.storeId ? { storeId: filters.storeId } : {}),
      ...(filters.currency ? { currency: filters.currency } : {}),
    }),
  });
  const kind: ReportKind = (reportKinds as readonly string[]).includes(list.filters.kind ?? '')
    ? (list.filters.kind as ReportKind)
    : 'sales';
  const q = list.query;
  const report = useReport(kind, q);
  const stores = useStores().data?.items ?? [];
  const currencies = report.data?.currencies ?? [];
  const dir = useDir();

  return (
    <>
      <PageHeader
        title={t('title.reports')}
        actions={
          <ExportButtons
            name={`report-${kind}`}
            download={(format, params) =>
              financeApi.reports.exportFile(kind, { ...q, ...params, format })
            }
          />
        }
      />
      <Tabs.Root
        dir={dir}
        value={kind}
        onValueChange={(e) => list.setFilter('kind', e.value === 'sales' ? undefined : e.value)}
      >
        <Tabs.List dir={dir} marginBlockEnd="4">
          {reportKinds.map((k) => (
            <Tabs.Trigger dir={dir} key={k} value={k}>
              {t(`reports.kind.${k}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <FilterBar>
        <DayFilter
          label={t('reports.from')}
          value={q.from}
          onChange={(v) => list.setFilter('from', v)}
        />
        <DayFilter label={t('reports.to')} value={q.to} onChange={(v) => list.setFilter('to', v)} />
        {stores.length > 1 && (
          <FilterSelect
            label={t('fields.store')}
            value={list.filters.storeId}
            onChange={(v) => list.setFilter('storeId', v)}
            options={stores.map((s) => ({ value: s.id, label: s.name }))}
          />
        )}
        {currencies.length > 1 && report.data?.currency && (
          <CurrencySelect
            value={report.data.currency}
            currencies={currencies}
            onChange={(c) => list.setFilter('currency', c)}
          />
        )}
      </FilterBar>
      <ErrorAlert error={report.error} />
      {!report.data && !report.error && <ReportPending />}
      {report.data && (
        <Stack gap="5" aria-busy={report.isFetching || undefined}>
          <Card.Root>
            <Card.Body>
              <ReportChart report={report.data} />
            </Card.Body>
          </Card.Root>
          <ReportTable report={report.data} />
        </Stack>
      )}
    </>
  );
}

export const Component = ReportsPage;

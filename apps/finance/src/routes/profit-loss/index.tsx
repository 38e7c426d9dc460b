import {
  profitLossGroupings,
  type ProfitLossLinesQuery,
  type ProfitLossQuery,
} from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { ExportButtons, PageHeader, ReportPending, useListQuery, useStores } from '@sp/page-kit';
import { FilterBar, FilterSelect, Stack, Text, DayFilter } from '@sp/ui';
import { useAuthStore } from '@sp/shared-auth';
import { useState } from 'react';
import { financeApi } from '../../api/endpoints';
import { useProfitLoss } from '../../api/profit-loss';
import { ErrorAlert } from '../../components/error-alert';
import { periodOf } from '../../lib/period';
import { DrilldownDrawer } from './drilldown-drawer';
import { GroupTable } from './group-table';
import { StatementCard } from './statement-card';

const FILTERS = ['from', 'to', 'storeId', 'groupBy'] as const;

/** /profit-loss: the statement of a period (this month unless chosen) against the one before, by group, each figure opened on its records. */
export function ProfitLossPage() {
  const { t } = useTranslation('finance');
  const list = useListQuery<(typeof FILTERS)[number], ProfitLossQuery>({
    filters: FILTERS,
    toQuery: ({ filters }) => ({
      ...periodOf(filters),
      storeId: filters.storeId,
      groupBy: (filters.groupBy ?? 'month') as ProfitLossQuery['groupBy'],
    }),
  });
  // The store chosen in the top bar when the page names none (the API reads it too): the
  // query names it, so the figures, the drill-down and the export agree and the page says which.
  const topBarStore = useAuthStore((s) => s.storeId) ?? undefined;
  const q = { ...list.query, storeId: list.query.storeId ?? topBarStore };
  const pl = useProfitLoss(q);
  const stores = useStores().data?.items ?? [];
  const shown = stores.find((s) => s.id === q.storeId)?.name;
  const [open, setOpen] = useState<{ query: ProfitLossLinesQuery; groupLabel?: string } | null>(
    null,
  );
  const base = { from: q.from, to: q.to, ...(q.storeId ? { storeId: q.storeId } : {}) };

  return (
    <>
      <PageHeader
        title={t('title.profitLoss')}
        actions={
          <ExportButtons
            name="profit-loss"
            download={(format, params) =>
              financeApi.profitLoss.exportFile({ ...base, groupBy: q.groupBy, ...params, format })
            }
          />
        }
      />
      <FilterBar>
        <DayFilter
          label={t('pl.from')}
          value={q.from}
          onChange={(v) => list.setFilter('from', v)}
        />
        <DayFilter label={t('pl.to')} value={q.to} onChange={(v) => list.setFilter('to', v)} />
        {stores.length > 1 && (
          <FilterSelect
            label={t('fields.store')}
            value={list.filters.storeId}
            onChange={(v) => list.setFilter('storeId', v)}
            options={stores.map((s) => ({ value: s.id, label: s.name }))}
          />
        )}
        <FilterSelect
          label={t('pl.groupBy')}
          value={q.groupBy}
          onChange={(v) => list.setFilter('groupBy', v === 'month' ? undefined : v)}
          allLabel={t('groupBy.month')}
          options={profitLossGroupings
            .filter((g) => g !== 'month')
            .map((g) => ({ value: g, label: t(`groupBy.${g}`) }))}
        />
      </FilterBar>
      <Text color="fg.muted" data-testid="pl-store-shown">
        {shown ? t('pl.storeShown', { store: shown }) : t('pl.allStores')}
      </Text>
      <ErrorAlert error={pl.error} />
      {!pl.data && !pl.error && <ReportPending />}
      {pl.data && (
        <Stack gap="6" aria-busy={pl.isFetching || undefined}>
          {pl.data.currencies.length === 0 && <Text color="fg.muted">{t('pl.empty')}</Text>}
          {pl.data.currencies.map((c) => (
            <Stack key={c.currency} gap="4">
              <StatementCard
                pl={pl.data}
                c={c}
                onOpen={(figure) => setOpen({ query: { ...base, figure, currency: c.currency } })}
              />
              <GroupTable
                groupBy={pl.data.groupBy}
                c={c}
                onOpen={(figure, g) =>
                  setOpen({
                    query: {
                      ...base,
                      figure,
                      currency: c.currency,
                      groupBy: pl.data.groupBy,
                      groupKey: g.key,
                    },
                    groupLabel: g.label,
                  })
                }
              />
            </Stack>
          ))}
        </Stack>
      )}
      <DrilldownDrawer
        query={open?.query ?? null}
        groupLabel={open?.groupLabel}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

export const Component = ProfitLossPage;

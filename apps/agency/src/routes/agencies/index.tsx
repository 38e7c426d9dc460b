import type { SubAgency } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { PageHeader, lazyPart, preloadOn, useListQuery, usePreloadWhenIdle } from '@sp/page-kit';
import { errorMessage } from '../../lib/errors';
import { useCan } from '@sp/shared-auth';
import { keepPreviousData, useQuery } from '@sp/api-client';
import {
  Alert,
  AppIcon,
  Badge,
  Button,
  DataTable,
  FilterBar,
  Pagination,
  SearchInput,
  type DataColumn,
} from '@sp/ui';
import { Suspense, useMemo, useState } from 'react';
import { agencyApi } from '../../api/endpoints';
import { formatMoney } from '../../lib/format';

const AgencyDialog = lazyPart(() => import('./agency-dialog'));
type Query = { page?: number; pageSize?: number; search?: string; sort?: string; active?: string };

/** /agency: the partner (sub-)agencies, their leads, enrolments and what they earned, per currency. */
export function AgenciesPage() {
  const { t, i18n } = useTranslation('agency');
  const list = useListQuery<'active', Query>({ filters: ['active'], defaultSort: 'name' });
  const data = useQuery({
    queryKey: ['agency', 'agencies', list.query],
    queryFn: ({ signal }) => agencyApi.agencies.list(list.query, signal),
    placeholderData: keepPreviousData,
  });
  const canCreate = useCan({ action: 'create', subject: 'Agency' });
  const canEdit = useCan({ action: 'update', subject: 'Agency' });
  const [editing, setEditing] = useState<SubAgency | 'new' | null>(null);
  usePreloadWhenIdle(AgencyDialog);
  const columns = useMemo<DataColumn<SubAgency>[]>(
    () => [
      {
        id: 'name',
        priority: 'key',
        header: t('agencies.fields.name'),
        sortField: 'name',
        cell: (a) => a.name,
      },
      {
        id: 'country',
        header: t('agencies.fields.country'),
        sortField: 'country',
        cell: (a) => a.country,
      },
      { id: 'contact', header: t('agencies.fields.contactName'), cell: (a) => a.contactName },
      {
        id: 'email',
        header: t('agencies.fields.email'),
        cell: (a) => <span dir="ltr">{a.email}</span>,
      },
      {
        id: 'share',
        header: t('agencies.fields.sharePercent'),
        align: 'end',
        cell: (a) => `${new Intl.NumberFormat(i18n.language).format(a.sharePercent)} %`,
      },
      { id: 'leads', header: t('agencies.leads'), align: 'end', cell: (a) => a.leadCount },
      {
        id: 'enrolled',
        header: t('agencies.enrolled'),
        align: 'end',
        cell: (a) => a.enrolledCount,
      },
      {
        id: 'earned',
        header: t('agencies.earned'),
        align: 'end',
        cell: (a) =>
          a.earned.length
            ? a.earned.map((e) => formatMoney(e.amount, e.currency, i18n.language)).join(' · ')
            : '–',
      },
      {
        id: 'active',
        priority: 'key',
        header: t('agencies.fields.active'),
        cell: (a) => (
          <Badge colorPalette={a.active ? 'green' : 'gray'}>
            {a.active ? t('common.yes') : t('common.no')}
          </Badge>
        ),
      },
      ...(canEdit
        ? [
            {
              id: 'actions',
              priority: 'key' as const,
              header: t('common.actions'),
              align: 'end' as const,
              cell: (a: SubAgency) => (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => setEditing(a)}
                  aria-label={t('common.editNamed', { name: a.name })}
                >
                  {t('common.edit')}
                </Button>
              ),
            },
          ]
        : []),
    ],
    [t, i18n.language, canEdit],
  );
  return (
    <>
      <PageHeader
        title={t('title.agency')}
        actions={
          canCreate && (
            <Button
              colorPalette="brand"
              {...preloadOn(AgencyDialog)}
              onClick={() => setEditing('new')}
            >
              <AppIcon name="plus" />
              {t('agencies.add')}
            </Button>
          )
        }
      />
      <FilterBar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('agencies.search')} />
      </FilterBar>
      {data.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, data.error)}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable<SubAgency>
        caption={t('title.agency')}
        columns={columns}
        rows={data.data?.items}
        rowId={(a) => a.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={data.isFetching}
        empty={t('common.empty')}
      />
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={data.data?.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
      <Suspense>
        {editing && (
          <AgencyDialog
            agency={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
    </>
  );
}

export const Component = AgenciesPage;

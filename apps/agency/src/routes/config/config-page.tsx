import type { ConfigListQuery } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { PageHeader, lazyPart, preloadOn, useListQuery, usePreloadWhenIdle } from '@sp/page-kit';
import { errorMessage } from '../../lib/errors';
import { useCan } from '@sp/shared-auth';
import { Alert, AppIcon, Badge, Button, DataTable, FilterBar, Pagination, SearchInput, type DataColumn } from '@sp/ui';
import { Suspense, useMemo, useState } from 'react';
import { useConfigList } from '../../api/queries';
import { RefSelect } from '../../components/ref-select';
import { formatMoney } from '../../lib/format';
import type { ConfigResource } from '../../lib/config-resources';

const ConfigFormDialog = lazyPart(() => import('../../components/config-form-dialog'));
type Item = Record<string, unknown> & { id: string };
const FILTERS = ['destinationId', 'programmeId'] as const;

export interface ConfigPageProps { config: ConfigResource }

/** One list + form page for every configuration resource (described in lib/config-resources). */
export function ConfigPage({ config }: ConfigPageProps) {
  const { t, i18n } = useTranslation('agency');
  const list = useListQuery<(typeof FILTERS)[number], ConfigListQuery>({ filters: FILTERS });
  const data = useConfigList<Item>(config.resource, list.query);
  const canEdit = useCan({ action: 'update', subject: 'AgencyConfig' });
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  usePreloadWhenIdle(ConfigFormDialog);
  const columns = useMemo<DataColumn<Item>[]>(() => {
    // On a phone: the column that names the item, its yes/no state and the actions.
    const naming = config.columns.find((c) => c.name === 'name' || c.name === 'label') ?? config.columns[0];
    return [
      ...config.columns.map((c): DataColumn<Item> => ({
        id: c.name, priority: c === naming || c.kind === 'bool' ? 'key' : undefined, header: t(`config.fields.${c.name}`), sortField: c.sortable ? 'name' : undefined,
        align: c.kind === 'money' || c.kind === 'percent' ? 'end' : undefined,
        cell: (row) => {
          const v = row[c.name];
          if (v === null || v === undefined || v === '') return '–';
          if (c.kind === 'money') return formatMoney(String(v), String(row.currency ?? ''), i18n.language);
          if (c.kind === 'percent') return `${new Intl.NumberFormat(i18n.language).format(Number(v))} %`;
          if (c.kind === 'bool') return <Badge colorPalette={v ? 'green' : 'gray'}>{v ? t('common.yes') : t('common.no')}</Badge>;
          if (c.kind === 'option') return t(`options.${String(v)}`);
          if (c.kind === 'list') return (v as string[]).join(', ');
          return String(v);
        },
      })),
      ...(canEdit ? [{ id: 'actions', priority: 'key' as const, header: t('common.actions'), align: 'end' as const, cell: (row: Item) => (
        <Button size="xs" variant="outline" onClick={() => setEditing(row)} aria-label={t('common.editNamed', { name: String(row.name ?? row.label ?? row.programmeName ?? '') })}>{t('common.edit')}</Button>
      ) }] : []),
    ];
  }, [config, t, i18n.language, canEdit]);

  return (
    <>
      <PageHeader title={t(config.titleKey)} actions={canEdit && (
        <Button colorPalette="brand" {...preloadOn(ConfigFormDialog)} onClick={() => setEditing('new')}><AppIcon name="plus" />{t('common.add')}</Button>
      )} />
      <FilterBar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('common.search')} />
        {config.parent && (
          <RefSelect kind={config.parent === 'destinationId' ? 'destination' : 'programme'} aria-label={t(`config.fields.${config.parent}`)}
            emptyLabel={t('common.all')} value={list.filters[config.parent] ?? ''} onChange={(e) => list.setFilter(config.parent!, e.target.value || undefined)} />
        )}
      </FilterBar>
      {data.error && <Alert.Root status="error" marginBlockEnd="4"><Alert.Indicator /><Alert.Title>{errorMessage(t, data.error)}</Alert.Title></Alert.Root>}
      <DataTable caption={t(config.titleKey)} columns={columns} rows={data.data?.items} rowId={(r) => r.id} sort={list.sort} onSort={list.toggleSort} loading={data.isFetching} empty={list.search ? t('common.noMatch', { search: list.search }) : t('common.empty')} />
      <Pagination page={list.page} pageSize={list.pageSize} total={data.data?.total ?? 0} onPageChange={list.setPage} onPageSizeChange={list.setPageSize} />
      <Suspense>{editing && <ConfigFormDialog config={config} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}</Suspense>
    </>
  );
}

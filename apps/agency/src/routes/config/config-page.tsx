import type { ConfigListQuery } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { PageHeader, lazyPart, preloadOn, useListQuery, usePreloadWhenIdle } from '@sp/page-kit';
import { errorMessage } from '../../lib/errors';
import { useCan } from '@sp/shared-auth';
import { Alert, AppIcon, Button, DataTable, FilterBar, Pagination, SearchInput } from '@sp/ui';
import { Suspense, useState } from 'react';
import { useConfigList } from '../../api/queries';
import { ProgrammePicker } from '../../components/programme-picker';
import { RefPicker } from '../../components/ref-select';
import type { ConfigResource } from '../../lib/config-resources';
import { useConfigColumns, type ConfigItem } from '../../components/config-columns';

const ConfigFormDialog = lazyPart(() => import('../../components/config-form-dialog'));
type Item = ConfigItem;
const FILTERS = ['destinationId', 'programmeId'] as const;

export interface ConfigPageProps {
  config: ConfigResource;
}

/** One list + form page for every configuration resource (described in lib/config-resources). */
export function ConfigPage({ config }: ConfigPageProps) {
  const { t } = useTranslation('agency');
  const list = useListQuery<(typeof FILTERS)[number], ConfigListQuery>({ filters: FILTERS });
  const data = useConfigList<Item>(config.resource, list.query);
  const canEdit = useCan({ action: 'update', subject: 'AgencyConfig' });
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  usePreloadWhenIdle(ConfigFormDialog);
  const { columns } = useConfigColumns(config, setEditing);

  return (
    <>
      <PageHeader
        title={t(config.titleKey)}
        actions={
          canEdit && (
            <Button
              colorPalette="brand"
              {...preloadOn(ConfigFormDialog)}
              onClick={() => setEditing('new')}
            >
              <AppIcon name="plus" />
              {t('common.add')}
            </Button>
          )
        }
      />
      <FilterBar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('common.search')} />
        {config.parent === 'programmeId' && (
          <ProgrammePicker
            aria-label={t('config.fields.programmeId')}
            emptyLabel={t('common.all')}
            value={list.filters.programmeId ?? ''}
            onChange={(id) => list.setFilter('programmeId', id || undefined)}
          />
        )}
        {config.parent === 'destinationId' && (
          <RefPicker
            kind="destination"
            aria-label={t('config.fields.destinationId')}
            emptyLabel={t('common.all')}
            value={list.filters.destinationId ?? ''}
            onChange={(id) => list.setFilter('destinationId', id || undefined)}
          />
        )}
      </FilterBar>
      {data.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, data.error)}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        caption={t(config.titleKey)}
        columns={columns}
        rows={data.data?.items}
        rowId={(r) => r.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={data.isFetching}
        empty={list.search ? t('common.noMatch', { search: list.search }) : t('common.empty')}
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
          <ConfigFormDialog
            config={config}
            item={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
    </>
  );
}

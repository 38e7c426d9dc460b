import { agencyPaths } from '@sp/contracts/paths';
import type { Lead, LeadListQuery } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import {
  PageHeader,
  lazyPart,
  preloadOn,
  useListQuery,
  usePreloadWhenIdle,
  useRowSelection,
} from '@sp/page-kit';
import { errorMessage } from '../../lib/errors';
import { Link as RouterLink } from '@sp/router';
import { useCan } from '@sp/shared-auth';
import { Alert, AppIcon, Button, DataTable, FilterBar, HStack, Pagination } from '@sp/ui';
import { Suspense, useMemo, useState } from 'react';
import { useLeads } from '../../api/queries';
import { LEAD_FILTERS, LeadFilters } from '../../components/lead-filters';
import { BulkAssign } from './bulk-assign';
import { useLeadColumns } from './lead-columns';

const NewLeadDialog = lazyPart(() => import('../../components/new-lead-dialog'));

/** /leads: the table view (search, filters, sort, pages and selection in the URL or on screen). */
export function LeadListPage() {
  const { t } = useTranslation('agency');
  const list = useListQuery<(typeof LEAD_FILTERS)[number], LeadListQuery>({
    filters: LEAD_FILTERS,
    defaultSort: '-createdAt',
  });
  const leads = useLeads(list.query);
  const canCreate = useCan({ action: 'create', subject: 'Lead' });
  const rows = useMemo(() => leads.data?.items ?? [], [leads.data]);
  const selection = useRowSelection(rows);
  const { selected } = selection;
  const [creating, setCreating] = useState(false);
  const columns = useLeadColumns(selection);
  usePreloadWhenIdle(NewLeadDialog);
  return (
    <>
      <PageHeader
        title={t('title.leads')}
        actions={
          <HStack wrap="wrap">
            <Button asChild variant="outline">
              <RouterLink to={agencyPaths.leadBoard(window.location.search)}>
                <AppIcon name="grid" />
                {t('leads.boardView')}
              </RouterLink>
            </Button>
            {canCreate && (
              <Button asChild variant="outline">
                <RouterLink to={agencyPaths.leadImport()}>
                  <AppIcon name="upload" />
                  {t('leads.import')}
                </RouterLink>
              </Button>
            )}
            {canCreate && (
              <Button
                colorPalette="brand"
                {...preloadOn(NewLeadDialog)}
                onClick={() => setCreating(true)}
              >
                <AppIcon name="plus" />
                {t('leads.add')}
              </Button>
            )}
          </HStack>
        }
      />
      <FilterBar>
        <LeadFilters
          search={list.search}
          onSearch={list.setSearch}
          filters={list.filters}
          setFilter={list.setFilter}
        />
      </FilterBar>
      {selected.size > 0 && <BulkAssign ids={[...selected]} onDone={selection.clear} />}
      {leads.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, leads.error)}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable<Lead>
        caption={t('title.leads')}
        columns={columns}
        rows={leads.data?.items}
        rowId={(l) => l.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={leads.isFetching}
        empty={t('leads.empty')}
      />
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={leads.data?.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
      <Suspense>{creating && <NewLeadDialog onClose={() => setCreating(false)} />}</Suspense>
    </>
  );
}

export const Component = LeadListPage;

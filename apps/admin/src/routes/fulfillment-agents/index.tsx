import type { FulfillmentAgent, FulfillmentAgentListQuery } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useCan } from '@sp/shared-auth';
import {
  Alert,
  AppIcon,
  Button,
  DataTable,
  FilterBar,
  FilterSelect,
  Pagination,
  SearchInput,
} from '@sp/ui';
import { Suspense, useState } from 'react';
import { useAgents } from '../../api/agents';
import {
  PageHeader,
  errorMessage,
  lazyPart,
  preloadOn,
  useListQuery,
  usePreloadWhenIdle,
} from '@sp/page-kit';
import { useAgentColumns } from './agent-columns';

const AgentFormDialog = lazyPart(() => import('./agent-form-dialog'));
const FILTERS = ['kind', 'active'] as const;

/** /fulfillment-agents: couriers and delivery agents of a marketplace tenant. */
export function FulfillmentAgentsPage() {
  const { t } = useTranslation('admin');
  const list = useListQuery<(typeof FILTERS)[number], FulfillmentAgentListQuery>({
    filters: FILTERS,
  });
  const agents = useAgents(list.query);
  const canCreate = useCan({ action: 'create', subject: 'FulfillmentAgent' });
  const [editing, setEditing] = useState<FulfillmentAgent | 'new' | null>(null);
  const columns = useAgentColumns(setEditing);
  usePreloadWhenIdle(AgentFormDialog);

  return (
    <>
      <PageHeader
        title={t('title.fulfillmentAgents')}
        actions={
          canCreate && (
            <Button
              colorPalette="brand"
              {...preloadOn(AgentFormDialog)}
              onClick={() => setEditing('new')}
            >
              <AppIcon name="plus" />
              {t('agents.add')}
            </Button>
          )
        }
      />
      <FilterBar>
        <SearchInput value={list.search} onSearch={list.setSearch} label={t('agents.search')} />
        <FilterSelect
          label={t('agents.fields.kind')}
          value={list.filters.kind}
          onChange={(v) => list.setFilter('kind', v)}
          options={['courier', 'delivery_agent'].map((k) => ({
            value: k,
            label: t(`agents.kind.${k}`),
          }))}
        />
        <FilterSelect
          label={t('agents.fields.active')}
          value={list.filters.active}
          onChange={(v) => list.setFilter('active', v)}
          options={[
            { value: 'true', label: t('agents.active') },
            { value: 'false', label: t('agents.inactive') },
          ]}
        />
      </FilterBar>
      {agents.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, agents.error)}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        caption={t('title.fulfillmentAgents')}
        columns={columns}
        rows={agents.data?.items}
        rowId={(a) => a.id}
        sort={list.sort}
        onSort={list.toggleSort}
        loading={agents.isFetching}
        empty={t('agents.empty')}
      />
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={agents.data?.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
      <Suspense>
        {editing && (
          <AgentFormDialog
            agent={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </Suspense>
    </>
  );
}

export const Component = FulfillmentAgentsPage;

import type { AuditQuery } from '../../api/endpoints';
import { useTranslation } from '@sp/i18n';
import { useMemo } from 'react';
import {
  Alert,
  DataTable,
  FilterBar,
  FilterSelect,
  Pagination,
  type UseListState,
  DayFilter,
} from '@sp/ui';
import { useAuditLog } from '../../api/audit';
import { useAuthStore } from '@sp/shared-auth';
import { useTenantSubjects } from '../../api/tenant-subjects';
import { errorMessage, FilterPicker, PageHeader, useListQuery } from '@sp/page-kit';
import { userSource } from '../../api/pickers';
import { recordTypeLabel, recordTypesOf } from '../../lib/record-types';
import { useAuditVocabulary } from '../../lib/use-audit-vocabulary';
import { useAuditColumns } from './audit-columns';

const FILTERS = ['userId', 'recordType', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];

/** A day of the user's calendar as the API's instant bounds. */
const dayStart = (d?: string) => (d ? new Date(`${d}T00:00:00`).toISOString() : undefined);
const dayEnd = (d?: string) => (d ? new Date(`${d}T23:59:59.999`).toISOString() : undefined);

/** The URL keeps days; the API takes instants. */
const toQuery = (list: UseListState<Filter>): AuditQuery => {
  const { from, to, userId, recordType } = list.filters;
  return {
    page: list.page,
    pageSize: list.pageSize,
    userId,
    recordType,
    from: dayStart(from),
    to: dayEnd(to),
  };
};

/** /audit-log: who changed what and when, each change with its fields before and after. */
export function AuditLogPage() {
  const { t } = useTranslation('admin');
  const list = useListQuery<Filter, AuditQuery>({ filters: FILTERS, toQuery });
  const { from, to, userId, recordType } = list.filters;
  const entries = useAuditLog(list.query);
  // The API names the ids of this page (who acted, a store, a courier); the user filter
  // searches every user itself (userSource).
  const names = useMemo(() => new Map(Object.entries(entries.data?.names ?? {})), [entries.data]);
  const own = useTenantSubjects();
  // What the loaded remotes registered; a late one re-renders the page.
  const vocabulary = useAuditVocabulary();
  const columns = useAuditColumns(names, vocabulary);
  const isSuperAdmin = useAuthStore((s) => s.userData?.role === 'super_admin');
  const recordTypes = recordTypesOf(own, isSuperAdmin);

  return (
    <>
      <PageHeader title={t('title.auditLog')} />
      <FilterBar>
        <FilterPicker
          source={userSource}
          label={t('audit.user')}
          value={userId}
          onChange={(v) => list.setFilter('userId', v)}
        />
        <FilterSelect
          label={t('audit.recordType')}
          value={recordType}
          onChange={(v) => list.setFilter('recordType', v)}
          options={recordTypes.map((r) => ({ value: r, label: recordTypeLabel(t, r) }))}
        />
        <DayFilter
          label={t('audit.from')}
          value={from}
          onChange={(v) => list.setFilter('from', v)}
        />
        <DayFilter label={t('audit.to')} value={to} onChange={(v) => list.setFilter('to', v)} />
      </FilterBar>
      {entries.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, entries.error)}</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        caption={t('title.auditLog')}
        columns={columns}
        rows={entries.data?.items}
        rowId={(e) => e.id}
        loading={entries.isFetching}
        empty={t('audit.empty')}
      />
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={entries.data?.total ?? 0}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </>
  );
}

export const Component = AuditLogPage;

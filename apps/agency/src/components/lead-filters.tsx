import { leadSources, leadStatuses } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { Box, FilterSelect, SearchInput } from '@sp/ui';
import { ProgrammePicker } from './programme-picker';
import { RefFilter } from './ref-select';

export const LEAD_FILTERS = [
  'status',
  'destinationId',
  'programmeId',
  'subAgencyId',
  'assignedTo',
  'source',
] as const;
export type LeadFilter = (typeof LEAD_FILTERS)[number];
export interface LeadFiltersProps {
  search: string;
  onSearch: (v: string) => void;
  filters: Partial<Record<LeadFilter, string>>;
  setFilter: (name: LeadFilter, value: string | undefined) => void;
  withStatus?: boolean;
}

/** The filters the table and the board share (both keep them in the URL). */
export function LeadFilters({
  search,
  onSearch,
  filters,
  setFilter,
  withStatus = true,
}: LeadFiltersProps) {
  const { t } = useTranslation('agency');
  return (
    <>
      <SearchInput value={search} onSearch={onSearch} label={t('leads.search')} />
      {withStatus && (
        <FilterSelect
          label={t('leads.fields.status')}
          value={filters.status}
          onChange={(v) => setFilter('status', v)}
          options={leadStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      )}
      <RefFilter
        kind="destination"
        label={t('leads.fields.destination')}
        value={filters.destinationId}
        onChange={(v) => setFilter('destinationId', v)}
      />
      <Box minWidth="56" maxWidth="full">
        <ProgrammePicker
          aria-label={t('leads.fields.programme')}
          emptyLabel={t('common.all')}
          value={filters.programmeId ?? ''}
          onChange={(v) => setFilter('programmeId', v || undefined)}
        />
      </Box>
      <RefFilter
        kind="subAgency"
        label={t('leads.fields.subAgency')}
        value={filters.subAgencyId}
        onChange={(v) => setFilter('subAgencyId', v)}
      />
      <FilterSelect
        label={t('leads.fields.assignedTo')}
        value={filters.assignedTo}
        onChange={(v) => setFilter('assignedTo', v)}
        options={[
          { value: 'me', label: t('leads.mine') },
          { value: 'none', label: t('leads.unassigned') },
        ]}
      />
      <FilterSelect
        label={t('leads.fields.source')}
        value={filters.source}
        onChange={(v) => setFilter('source', v)}
        options={leadSources.map((s) => ({ value: s, label: t(`source.${s}`) }))}
      />
    </>
  );
}

import { paymentDirections, paymentKinds } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { FilterSelect, SearchInput, DayFilter } from '@sp/ui';
import { FilterPicker, useStores } from '@sp/page-kit';
import {
  agentSource,
  supplierSource,
  useCanPickAgents,
  useCanPickSuppliers,
} from '../../api/pickers';

export const FILTERS = [
  'direction',
  'kind',
  'storeId',
  'agentId',
  'supplierId',
  'from',
  'to',
  'voided',
] as const;
export type PaymentFilter = (typeof FILTERS)[number];

export interface PaymentFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  filters: Record<PaymentFilter, string | undefined>;
  setFilter: (key: PaymentFilter, value: string | undefined) => void;
}

/** Search, direction, kind, store, period and voided filters of the payments list. */
export function PaymentFilters({ search, onSearch, filters, setFilter }: PaymentFiltersProps) {
  const { t } = useTranslation('finance');
  const stores = useStores().data?.items ?? [];
  const agents = useCanPickAgents();
  const suppliers = useCanPickSuppliers();
  return (
    <>
      <SearchInput value={search} onSearch={onSearch} label={t('list.search')} />
      <FilterSelect
        label={t('fields.direction')}
        value={filters.direction}
        onChange={(v) => setFilter('direction', v)}
        options={paymentDirections.map((d) => ({ value: d, label: t(`direction.${d}`) }))}
      />
      <FilterSelect
        label={t('fields.kind')}
        value={filters.kind}
        onChange={(v) => setFilter('kind', v)}
        options={paymentKinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
      />
      {stores.length > 1 && (
        <FilterSelect
          label={t('fields.store')}
          value={filters.storeId}
          onChange={(v) => setFilter('storeId', v)}
          options={stores.map((s) => ({ value: s.id, label: s.name }))}
        />
      )}
      {agents && (
        <FilterPicker
          source={agentSource()}
          label={t('fields.agent')}
          value={filters.agentId}
          onChange={(v) => setFilter('agentId', v)}
        />
      )}
      {suppliers && (
        <FilterPicker
          source={supplierSource()}
          label={t('fields.supplier')}
          value={filters.supplierId}
          onChange={(v) => setFilter('supplierId', v)}
        />
      )}
      <DayFilter
        label={t('list.from')}
        value={filters.from}
        onChange={(v) => setFilter('from', v)}
      />
      <DayFilter label={t('list.to')} value={filters.to} onChange={(v) => setFilter('to', v)} />
      <FilterSelect
        label={t('list.voided')}
        value={filters.voided}
        onChange={(v) => setFilter('voided', v)}
        allLabel={t('list.voidedInclude')}
        options={[
          { value: 'exclude', label: t('list.voidedExclude') },
          { value: 'only', label: t('list.voidedOnly') },
        ]}
      />
    </>
  );
}

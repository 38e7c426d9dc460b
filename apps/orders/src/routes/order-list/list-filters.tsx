import { paymentMethods } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { chakra, FilterSelect, Input, Stack, DayFilter } from '@sp/ui';
import { FilterPicker, useStores } from '@sp/page-kit';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { courierSource, useCanPickCouriers } from '../../api/pickers';
import { useOrderTagsInUse } from '../../api/tags';
import { PaidStateFilter } from './paid-state-filter';

export const FILTERS = [
  'status',
  'storeId',
  'agentId',
  'paymentMethod',
  'city',
  'from',
  'to',
  'paidState',
  'createdBy',
  'tag',
  'cols',
] as const;
type Key = (typeof FILTERS)[number];

interface Props {
  filters: Record<Key, string | undefined>;
  onChange: (key: Key, value: string | undefined) => void;
}

/** Store, agent, payment method, paid state, creator, tag, city and a date range; each kept in the URL. */
export function ListFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('orders');
  const id = useId();
  const stores = useStores().data?.items ?? [];
  const agents = useCanPickCouriers();
  const tags = useOrderTagsInUse().data?.items ?? [];
  const [city, setCity] = useState(filters.city ?? '');
  useEffect(() => setCity(filters.city ?? ''), [filters.city]);

  const labelled = (key: Key, label: string, input: ReactNode) => (
    <Stack gap="1">
      <chakra.label htmlFor={`${id}-${key}`} textStyle="xs" color="fg.muted">
        {label}
      </chakra.label>
      {input}
    </Stack>
  );
  const day = (key: 'from' | 'to', label: string) => (
    <DayFilter label={label} value={filters[key]} onChange={(v) => onChange(key, v)} />
  );

  return (
    <>
      {stores.length > 1 && (
        <FilterSelect
          label={t('fields.store')}
          value={filters.storeId}
          onChange={(v) => onChange('storeId', v)}
          options={stores.map((s) => ({ value: s.id, label: s.name }))}
        />
      )}
      {agents && (
        <FilterPicker
          source={courierSource}
          label={t('fields.agent')}
          value={filters.agentId}
          onChange={(v) => onChange('agentId', v)}
          fixed={[{ id: 'none', text: t('list.noAgent') }]}
        />
      )}
      <FilterSelect
        label={t('fields.paymentMethod')}
        value={filters.paymentMethod}
        onChange={(v) => onChange('paymentMethod', v)}
        options={paymentMethods.map((m) => ({ value: m, label: t(`payment.${m}`) }))}
      />
      <PaidStateFilter value={filters.paidState} onChange={(v) => onChange('paidState', v)} />
      {/* The member's own orders (issue 37): what the staff dashboard's figures open. */}
      <FilterSelect
        label={t('fields.createdBy')}
        value={filters.createdBy}
        onChange={(v) => onChange('createdBy', v)}
        options={[{ value: 'me', label: t('list.createdByMe') }]}
      />
      {/* Staff's tags (issue 34): the ones in use, most used first; a tag in the URL stays offered. */}
      {(tags.length > 0 || filters.tag) && (
        <FilterSelect
          label={t('tags.filter')}
          value={filters.tag}
          onChange={(v) => onChange('tag', v)}
          options={[
            ...tags.map((x) => ({ value: x.tag, label: x.tag })),
            ...(filters.tag && !tags.some((x) => x.tag === filters.tag)
              ? [{ value: filters.tag, label: filters.tag }]
              : []),
          ]}
        />
      )}
      {labelled(
        'city',
        t('fields.city'),
        <Input
          id={`${id}-city`}
          size="sm"
          width="36"
          value={city}
          onChange={(e) => setCity(e.currentTarget.value)}
          onBlur={() => onChange('city', city.trim() || undefined)}
          onKeyDown={(e) => e.key === 'Enter' && onChange('city', city.trim() || undefined)}
        />,
      )}
      {day('from', t('list.from'))}
      {day('to', t('list.to'))}
    </>
  );
}

import { useTranslation } from '@sp/i18n';
import { NativeSelect } from '@sp/ui';
import type { SelectHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { useConfigList } from '../api/queries';
import { useAgencies } from '../api/use-agencies';

export type RefKind = 'destination' | 'programme' | 'subAgency';
const RESOURCE = {
  destination: 'destinations',
  programme: 'programmes',
  subAgency: 'agencies',
} as const;

/** The tenant's destinations, programmes or sub-agencies as options (an agency has tens, not thousands). */
export function useRefOptions(kind: RefKind) {
  const config = useConfigList<{ id: string; name: string; institution?: string }>(RESOURCE[kind], {
    pageSize: 100,
    sort: 'name',
  });
  const agencies = useAgencies(kind === 'subAgency');
  const items = kind === 'subAgency' ? (agencies.data?.items ?? []) : (config.data?.items ?? []);
  return items.map((i) => ({
    value: i.id,
    label: 'institution' in i && i.institution ? `${i.name} (${i.institution})` : i.name,
  }));
}

export interface RefSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  kind: RefKind;
  emptyLabel?: string;
}

/** A native select of one kind of reference record. */
export const RefSelect = forwardRef<HTMLSelectElement, RefSelectProps>(function RefSelect(
  { kind, emptyLabel, ...rest },
  ref,
) {
  const { t } = useTranslation('agency');
  const options = useRefOptions(kind);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field ref={ref} {...rest}>
        <option value="">{emptyLabel ?? t('common.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});

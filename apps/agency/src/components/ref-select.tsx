import { useTranslation } from '@sp/i18n';
import { AsyncPicker, FilterPicker } from '@sp/page-kit';
import { destinationSource, subAgencySource } from '../api/pickers';

export type RefKind = 'destination' | 'subAgency';

const SOURCES = { destination: destinationSource, subAgency: subAgencySource } as const;

export interface RefPickerProps {
  kind: RefKind;
  value: string;
  onChange: (id: string) => void;
  /** Offered first when set: choosing it clears the field ("None", "All"). */
  emptyLabel?: string;
  'aria-label'?: string;
  invalid?: boolean;
}

/**
 * A destination or a sub-agency chosen by typing: the server searches all of them, so the
 * 101st is never cut off by a page size.
 */
export function RefPicker({ kind, ...rest }: RefPickerProps) {
  const { t } = useTranslation('agency');
  return (
    <AsyncPicker
      {...(SOURCES[kind] as typeof destinationSource)}
      {...rest}
      placeholder={t('common.choose')}
      noMatch={t('picker.noMatch')}
    />
  );
}

/** The same choice as a list filter (its place and look in a filter bar). */
export function RefFilter({
  kind,
  label,
  value,
  onChange,
}: {
  kind: RefKind;
  label: string;
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  return (
    <FilterPicker
      source={SOURCES[kind] as typeof destinationSource}
      label={label}
      value={value}
      onChange={onChange}
    />
  );
}

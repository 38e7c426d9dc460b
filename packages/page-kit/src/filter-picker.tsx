import { useTranslation } from '@sp/i18n';
import { chakra, Stack } from '@sp/ui';
import { useId } from 'react';
import { AsyncPicker, type PickerSource } from './async-picker';

export type FilterPickerProps<T extends { id: string }> = {
  /** Where the records come from (the remote's one source for this kind of record). */
  source: PickerSource<T>;
  label: string;
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  /** The first choice, which clears the filter (the list kit's "All" when not given). */
  allLabel?: string;
  /** Choices that are not records, after "All" (e.g. "No courier"). */
  fixed?: { id: string; text: string }[];
};

/**
 * A filter on a record chosen by typing (supplier, courier, user): `FilterSelect`'s place and
 * look in a filter bar, but the server searches every record, so the 101st can be chosen.
 */
export function FilterPicker<T extends { id: string }>(props: FilterPickerProps<T>) {
  const { source, label, value, onChange, allLabel, fixed } = props;
  const { t } = useTranslation('ui');
  const id = useId();
  return (
    <Stack gap="1" minWidth="40">
      <chakra.label htmlFor={id} textStyle="xs" color="fg.muted">
        {label}
      </chakra.label>
      <AsyncPicker<T>
        {...source}
        fixed={fixed}
        id={id}
        size="sm"
        aria-label={label}
        value={value ?? ''}
        onChange={(v) => onChange(v || undefined)}
        emptyLabel={allLabel ?? t('data.all')}
      />
    </Stack>
  );
}

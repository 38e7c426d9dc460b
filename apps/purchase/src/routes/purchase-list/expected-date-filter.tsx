import { useTranslation } from '@sp/i18n';
import { chakra, DayInput, Stack } from '@sp/ui';
import { useId } from 'react';

type Key = 'expectedFrom' | 'expectedTo';

/** Expected between two days (either end optional). */
export function ExpectedDateFilter({ from, to, onChange }: { from?: string; to?: string; onChange: (key: Key, value: string | undefined) => void }) {
  const { t } = useTranslation('purchase');
  const id = useId();
  const field = (key: Key, label: string, value?: string) => (
    <Stack gap="1">
      <chakra.label htmlFor={`${id}-${key}`} textStyle="xs" color="fg.muted">
        {label}
      </chakra.label>
      <DayInput id={`${id}-${key}`} value={value} onChange={(v) => onChange(key, v)} />
    </Stack>
  );
  return (
    <>
      {field('expectedFrom', t('list.expectedFrom'), from)}
      {field('expectedTo', t('list.expectedTo'), to)}
    </>
  );
}

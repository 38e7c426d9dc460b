import { useTranslation } from '@sp/i18n';
import { DayFilter } from '@sp/ui';

type Key = 'expectedFrom' | 'expectedTo';

/** Expected between two days (either end optional). */
export function ExpectedDateFilter({
  from,
  to,
  onChange,
}: {
  from?: string;
  to?: string;
  onChange: (key: Key, value: string | undefined) => void;
}) {
  const { t } = useTranslation('purchase');
  const field = (key: Key, label: string, value?: string) => (
    <DayFilter label={label} value={value} onChange={(v) => onChange(key, v)} />
  );
  return (
    <>
      {field('expectedFrom', t('list.expectedFrom'), from)}
      {field('expectedTo', t('list.expectedTo'), to)}
    </>
  );
}

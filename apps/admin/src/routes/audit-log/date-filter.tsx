import { chakra, DayInput, Stack } from '@sp/ui';
import { useId } from 'react';

export interface DateFilterProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

export function DateFilter({ label, value, onChange }: DateFilterProps) {
  const id = useId();
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} textStyle="xs" color="fg.muted">
        {label}
      </chakra.label>
      <DayInput id={id} value={value} onChange={(v) => onChange(v)} />
    </Stack>
  );
}

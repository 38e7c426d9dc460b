import { chakra, DayInput, Stack } from '@sp/ui';
import { useId } from 'react';

export interface DayFieldProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** A labelled day input of a filter bar (period from / to). */
export function DayField({ label, value, onChange }: DayFieldProps) {
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

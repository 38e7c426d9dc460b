import { Input, Stack, chakra } from '@sp/ui';
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
      <Input id={id} type="date" size="sm" value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value || undefined)} />
    </Stack>
  );
}

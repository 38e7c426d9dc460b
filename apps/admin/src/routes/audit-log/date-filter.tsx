import { chakra, Input, Stack } from '@sp/ui';
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
      <Input id={id} type="date" size="sm" value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value || undefined)} />
    </Stack>
  );
}

import { chakra, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { DayInput } from './day-input';

export interface DayFilterProps {
  label: string;
  /** ISO day or undefined (no filter). */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** A labelled day of a filter bar (from / to), labelled as FilterSelect is. */
export function DayFilter({ label, value, onChange }: DayFilterProps) {
  const id = useId();
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} textStyle="xs" color="fg.muted">
        {label}
      </chakra.label>
      <DayInput id={id} value={value} onChange={onChange} />
    </Stack>
  );
}

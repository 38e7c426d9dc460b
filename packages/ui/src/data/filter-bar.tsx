import { chakra, Flex, NativeSelect, Stack } from '@chakra-ui/react';
import { useTranslation } from '@sp/i18n';
import { useId, type ReactNode } from 'react';

export interface FilterBarProps {
  children: ReactNode;
  /** Buttons at the inline end (e.g. "Invite user"). */
  actions?: ReactNode;
}

/** The row above a list: search and filters at the start, actions at the end. */
export function FilterBar({ children, actions }: FilterBarProps) {
  return (
    <Flex gap="3" wrap="wrap" align="end" justify="space-between" marginBlockEnd="4">
      <Flex gap="3" wrap="wrap" align="end" flex="1">
        {children}
      </Flex>
      {/* Wraps: a phone has no room for a list's actions on one line. */}
      {actions && (
        <Flex gap="2" wrap="wrap">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}

export interface FilterSelectProps {
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
  /** Text of the "no filter" option; defaults to the translated "All". */
  allLabel?: string;
}

/** A labelled select whose empty choice means "no filter". */
export function FilterSelect({ label, value, options, onChange, allLabel }: FilterSelectProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  return (
    <Stack gap="1" minWidth="40">
      <chakra.label htmlFor={id} textStyle="xs" color="fg.muted">
        {label}
      </chakra.label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field id={id} value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value || undefined)}>
          <option value="">{allLabel ?? t('data.all')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

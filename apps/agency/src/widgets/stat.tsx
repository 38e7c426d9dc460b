import { Stack, Text } from '@sp/ui';
export { Skeleton } from '@sp/ui';

/** A big figure and what it counts. */
export function Stat({ value, label }: { value: string; label: string }) {
  return (
    <Stack gap="0">
      <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
    </Stack>
  );
}

import { SimpleGrid, Stack, Text } from '@sp/ui';
import type { ReactNode } from 'react';

export interface FactsProps {
  items: { label: string; value: ReactNode; testId?: string }[];
  columns?: number;
}

/** Labelled values in a grid (a description list): the facts panel of a record page. */
export function Facts({ items, columns = 4 }: FactsProps) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: columns }} gap="4" as="dl">
      {items.map((f) => (
        <Stack key={f.label} gap="0" minWidth="0">
          <Text as="dt" textStyle="xs" color="fg.muted">
            {f.label}
          </Text>
          <Text as="dd" fontWeight="medium" data-testid={f.testId}>
            {f.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

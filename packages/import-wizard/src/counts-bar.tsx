import type { ImportCounts } from '@sp/contracts/api';
import { Card, SimpleGrid, Stack, Text } from '@sp/ui';
import { useImportTexts } from './texts';

/** New / updated / unchanged / in error, as the natural key decided them. */
export function CountsBar({ counts }: { counts: ImportCounts }) {
  const { t, i18n } = useImportTexts();
  const items = ['total', 'new', 'update', 'unchanged', 'error'] as const;
  return (
    <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" role="list" aria-label={t('counts.total')}>
      {items.map((k) => (
        <Card.Root key={k} role="listitem" size="sm">
          <Card.Body>
            <Stack gap="0">
              <Text fontSize="sm" color="fg.muted">{t(`counts.${k}`)}</Text>
              <Text fontSize="2xl" fontWeight="semibold" color={k === 'error' && counts.error ? 'fg.error' : undefined}>
                {counts[k].toLocaleString(i18n.language)}
              </Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

import type { ImportCounts } from '@sp/contracts/api';
import { Card, SimpleGrid, Stack, Text } from '@sp/ui';
import { useImportTexts } from './texts';

const items = ['total', 'new', 'update', 'unchanged', 'error'] as const;

/**
 * New / updated / unchanged / in error, as the natural key decided them. When rows group
 * (an order's lines), each count is in orders with its lines under it: "5 orders, 6 lines".
 */
export function CountsBar({ counts }: { counts: ImportCounts }) {
  const { t, i18n } = useImportTexts();
  const { records } = counts;
  const lines = (n: number) =>
    t('records.lines', { count: n, formatted: n.toLocaleString(i18n.language) });
  return (
    <Stack gap="2">
      {records && (
        <Text fontWeight="medium" data-testid="import-records">
          {t('records.both', {
            orders: t('records.orders', { count: records.total }),
            lines: lines(counts.total),
          })}
        </Text>
      )}
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" role="list" aria-label={t('counts.total')}>
        {items.map((k) => (
          <Card.Root key={k} role="listitem" size="sm">
            <Card.Body>
              <Stack gap="0">
                <Text fontSize="sm" color="fg.muted">
                  {t(`counts.${k}`)}
                </Text>
                <Text
                  fontSize="2xl"
                  fontWeight="semibold"
                  color={k === 'error' && counts.error ? 'fg.error' : undefined}
                >
                  {records
                    ? t('records.orders', { count: records[k] })
                    : counts[k].toLocaleString(i18n.language)}
                </Text>
                {records && (
                  <Text fontSize="sm" color="fg.muted">
                    {lines(counts[k])}
                  </Text>
                )}
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

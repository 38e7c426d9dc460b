import { useQuery } from '@sp/api-client';
import type { ImportKind } from '@sp/contracts/api';
import { Badge, Box, Button, Card, Heading, Table, Text, formatDate } from '@sp/ui';
import { importsApi } from './api';
import { useImportTexts } from './texts';

const palette = { analysing: 'blue', ready: 'orange', committing: 'blue', committed: 'green', failed: 'red' } as const;

/** Who imported what, when, with which result; the rows in error stay downloadable. */
export function ImportHistory({ kind, onOpen }: { kind: ImportKind; onOpen?(id: string): void }) {
  const { t, i18n } = useImportTexts();
  const history = useQuery({ queryKey: ['imports', 'history', kind], queryFn: ({ signal }) => importsApi.history(kind, 1, 20, signal) });
  const items = history.data?.items ?? [];
  return (
    <Card.Root>
      <Card.Body>
        <Heading as="h2" size="md" marginBlockEnd="3">{t('history.title')}</Heading>
        {items.length === 0 ? (
          <Text color="fg.muted">{history.isLoading ? '…' : t('history.empty')}</Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label={t('history.title')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('history.when')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('history.who')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('history.file')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('history.rows')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('history.result')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('history.errorFile')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map((imp) => (
                  <Table.Row key={imp.id}>
                    <Table.Cell>{formatDate(imp.createdAt, 'datetime', i18n.language)}</Table.Cell>
                    <Table.Cell>{imp.createdBy?.fullName ?? ''}</Table.Cell>
                    <Table.Cell>
                      {onOpen ? <Button variant="plain" size="sm" onClick={() => onOpen(imp.id)}>{imp.fileName}</Button> : imp.fileName}
                    </Table.Cell>
                    <Table.Cell>
                      {t('done.summary', { new: imp.counts.new, update: imp.counts.update, unchanged: imp.counts.unchanged, error: imp.counts.error })}
                    </Table.Cell>
                    <Table.Cell><Badge colorPalette={palette[imp.status]}>{t(`status.${imp.status}`)}</Badge></Table.Cell>
                    <Table.Cell>
                      {imp.counts.error > 0 && (
                        <Button variant="outline" size="xs" onClick={() => void importsApi.downloadErrors(imp)}>{t('errors.download')}</Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

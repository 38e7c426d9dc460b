import { useQuery } from '@sp/api-client';
import type { Import, ImportKind } from '@sp/contracts/api';
import { Badge, Box, Button, Card, Heading, Table, Text, formatDate } from '@sp/ui';
import { importsApi } from './api';
import { useImportTexts } from './texts';

const palette = {
  analysing: 'blue',
  ready: 'orange',
  committing: 'blue',
  committed: 'green',
  failed: 'red',
  abandoned: 'gray',
} as const;

/** A check not confirmed within an hour was left: its upload is no longer "waiting" (issue 37). */
const LEFT_AFTER_MS = 60 * 60 * 1000;

/**
 * The state a person reads: an import checked but never confirmed, left for an hour or
 * expired by the API (`import_expired`), is "left unconfirmed", not "waiting" or "failed".
 */
export function shownState(imp: Pick<Import, 'status' | 'createdAt' | 'error'>, now = Date.now()) {
  if (imp.status === 'ready' && now - Date.parse(imp.createdAt) > LEFT_AFTER_MS)
    return 'abandoned' as const;
  if (imp.status === 'failed' && imp.error?.code === 'import_expired') return 'abandoned' as const;
  return imp.status;
}

/** Who imported what, when, with which result; the rows in error stay downloadable. */
export function ImportHistory({ kind, onOpen }: { kind: ImportKind; onOpen?(id: string): void }) {
  const { t, i18n } = useImportTexts();
  const history = useQuery({
    queryKey: ['imports', 'history', kind],
    queryFn: ({ signal }) => importsApi.history(kind, 1, 20, signal),
  });
  const items = history.data?.items ?? [];
  return (
    <Card.Root>
      <Card.Body>
        <Heading as="h2" size="md" marginBlockEnd="3">
          {t('history.title')}
        </Heading>
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
                {items.map((imp) => {
                  const state = shownState(imp);
                  const checked =
                    imp.counts.new + imp.counts.update + imp.counts.unchanged + imp.counts.error;
                  return (
                    <Table.Row key={imp.id}>
                      <Table.Cell>
                        {formatDate(imp.createdAt, 'datetime', i18n.language)}
                      </Table.Cell>
                      <Table.Cell>{imp.createdBy?.fullName ?? ''}</Table.Cell>
                      <Table.Cell>
                        {onOpen ? (
                          <Button variant="plain" size="sm" onClick={() => onOpen(imp.id)}>
                            {imp.fileName}
                          </Button>
                        ) : (
                          imp.fileName
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        {/* Counts read as results only once imported; before, they are what the check found. */}
                        {imp.status === 'committed'
                          ? t('done.summary', {
                              new: imp.counts.new,
                              update: imp.counts.update,
                              unchanged: imp.counts.unchanged,
                              error: imp.counts.error,
                            })
                          : imp.status === 'analysing'
                            ? ''
                            : t('history.notImported', { count: checked })}
                      </Table.Cell>
                      <Table.Cell>
                        <Badge
                          colorPalette={palette[state]}
                          title={state === 'abandoned' ? t('history.abandonedHelp') : undefined}
                        >
                          {t(`status.${state}`)}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell>
                        {imp.counts.error > 0 && (
                          <Button
                            variant="outline"
                            size="xs"
                            onClick={() => void importsApi.downloadErrors(imp)}
                          >
                            {t('errors.download')}
                          </Button>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

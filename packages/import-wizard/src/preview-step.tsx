import { useState } from 'react';
import { useMutation, useQueryClient } from '@sp/api-client';
import { importFields, type ImportDetail } from '@sp/contracts/api';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Flex,
  Heading,
  Stack,
  Table,
  Text,
} from '@sp/ui';
import { importsApi } from './api';
import { CountsBar } from './counts-bar';
import { apiErrorText, rowErrorText } from './error-text';
import { useImportTexts } from './texts';

const actionPalette = { new: 'green', update: 'blue', unchanged: 'gray', error: 'red' } as const;

/** Step 3: counts, the first rows as they will be stored, every problem; then commit (all or nothing). */
export function PreviewStep({
  imp,
  onChangeMapping,
}: {
  imp: ImportDetail;
  onChangeMapping(): void;
}) {
  const { t } = useImportTexts();
  const queryClient = useQueryClient();
  const [skip, setSkip] = useState(false);
  const fields = importFields[imp.kind].filter((f) =>
    imp.preview.some((r) => r.values[f.key] !== undefined),
  );
  const toStore = imp.counts.new + imp.counts.update;
  const blocked = imp.counts.error > 0 && !skip;
  const commit = useMutation({
    mutationFn: () => importsApi.commit(imp.id, skip),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['imports'] }),
  });
  const download = useMutation({ mutationFn: () => importsApi.downloadErrors(imp) });
  return (
    <Stack gap="4">
      <CountsBar counts={imp.counts} />
      {imp.error && (
        <Alert.Root status="error" role="alert">
          <Alert.Description>
            {t(`apiError.${imp.error.code}`, { defaultValue: imp.error.message })}
          </Alert.Description>
        </Alert.Root>
      )}
      <Card.Root>
        <Card.Body>
          <Heading as="h2" size="md" marginBlockEnd="3">
            {t('preview.title')}
          </Heading>
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label={t('preview.title')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('preview.row')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('preview.action')}</Table.ColumnHeader>
                  {fields.map((f) => (
                    <Table.ColumnHeader key={f.key}>
                      {t(`field.${imp.kind}.${f.key}`)}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {imp.preview.map((r) => (
                  <Table.Row key={r.rowNumber}>
                    <Table.Cell>{r.rowNumber}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={actionPalette[r.action]}>
                        {t(`action.${r.action}`)}
                      </Badge>
                    </Table.Cell>
                    {fields.map((f) => (
                      <Table.Cell key={f.key}>{String(r.values[f.key] ?? '')}</Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </Card.Body>
      </Card.Root>
      {imp.errors.length > 0 && (
        <Card.Root>
          <Card.Body>
            <Flex justify="space-between" align="center" wrap="wrap" gap="3" marginBlockEnd="3">
              <Heading as="h2" size="md">
                {t('errors.title')}
              </Heading>
              <Button
                variant="outline"
                loading={download.isPending}
                onClick={() => download.mutate()}
              >
                {t('errors.download')}
              </Button>
            </Flex>
            <Text color="fg.muted" marginBlockEnd="3">
              {t('errors.fix')} {imp.counts.error > imp.errors.length ? t('errors.more') : ''}
            </Text>
            <Box overflowX="auto" maxHeight="80" overflowY="auto">
              <Table.Root size="sm" aria-label={t('errors.title')}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('preview.row')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('errors.column')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('errors.problem')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {imp.errors.map((e, i) => (
                    <Table.Row key={`${e.rowNumber}-${i}`}>
                      <Table.Cell>{e.rowNumber}</Table.Cell>
                      <Table.Cell>
                        {e.column
                          ? t(`field.${imp.kind}.${e.column}`, { defaultValue: e.column })
                          : ''}
                      </Table.Cell>
                      <Table.Cell>{rowErrorText(t, imp.kind, e)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          </Card.Body>
        </Card.Root>
      )}
      <Stack gap="3">
        {imp.counts.error > 0 && (
          <Checkbox.Root checked={skip} onCheckedChange={(e) => setSkip(!!e.checked)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('commit.skip', { count: imp.counts.error })}</Checkbox.Label>
          </Checkbox.Root>
        )}
        {blocked && <Text color="fg.muted">{t('commit.blocked')}</Text>}
        {toStore === 0 && imp.counts.error === 0 && <Text>{t('commit.nothing')}</Text>}
        {commit.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Description>{apiErrorText(t, commit.error)}</Alert.Description>
          </Alert.Root>
        )}
        <Flex gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            disabled={blocked || toStore === 0}
            loading={commit.isPending}
            onClick={() => commit.mutate()}
          >
            {t('commit.submit', { count: toStore })}
          </Button>
          {imp.fileType !== 'pdf' && (
            <Button variant="outline" onClick={onChangeMapping}>
              {t('mapping.change')}
            </Button>
          )}
        </Flex>
      </Stack>
    </Stack>
  );
}

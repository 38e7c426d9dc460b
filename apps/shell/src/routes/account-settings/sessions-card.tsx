import { accountApi, useMutation, useQuery, useQueryClient } from '@sp/api-client';
import { useTranslation } from '@sp/i18n';
import { Badge, Button, Card, Heading, Stack, Table, Text, formatDate, notify } from '@sp/ui';

/** The user's signed-in sessions, and signing out every other one. */
export function SessionsCard() {
  const { t, i18n } = useTranslation('shell');
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: ['account', 'sessions'], queryFn: accountApi.sessions });
  const signOutOthers = useMutation({
    mutationFn: accountApi.signOutOthers,
    onSuccess: () => {
      notify('success', t('account.sessions.signedOut'));
      void queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] });
    },
    onError: () => notify('error', t('errors.unavailable')),
  });
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">{t('account.sessions.title')}</Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {sessions.isError && <Text color="fg.muted">{t('errors.unavailable')}</Text>}
          {sessions.data && (
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('account.sessions.device')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('account.sessions.ip')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('account.sessions.lastSeen')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {sessions.data.items.map((s) => (
                  <Table.Row key={s.id}>
                    <Table.Cell>
                      {s.userAgent ?? '—'} {s.current && <Badge colorPalette="green">{t('account.sessions.current')}</Badge>}
                    </Table.Cell>
                    <Table.Cell>{s.ip ?? '—'}</Table.Cell>
                    <Table.Cell>{formatDate(s.lastSeenAt ?? s.createdAt, 'datetime', i18n.language)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
          <Button alignSelf="start" variant="outline" loading={signOutOthers.isPending} onClick={() => signOutOthers.mutate()}>
            {t('account.sessions.signOutOthers')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

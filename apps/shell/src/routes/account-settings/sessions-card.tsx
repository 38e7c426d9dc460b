import {
  accountApi,
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type SessionInfo,
} from '@sp/api-client';
import { signOut } from '@sp/http';
import { useTranslation } from '@sp/i18n';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Heading,
  Pagination,
  Stack,
  Table,
  Text,
  formatDate,
  notify,
} from '@sp/ui';
import { useState } from 'react';
import { sessionName } from './session-name';

/** Sessions pile up (one per sign-in until they expire): a page of them at a time. */
const FIRST_PAGE = { page: 1, pageSize: 10 };

const isGone = (error: unknown) =>
  error instanceof Error &&
  error.name === 'ApiError' &&
  (error as { status?: number }).status === 404;

/** The user's signed-in sessions: ending one, and signing out every other one. */
export function SessionsCard() {
  const { t, i18n } = useTranslation('shell');
  const queryClient = useQueryClient();
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [ending, setEnding] = useState<SessionInfo | null>(null);
  const sessions = useQuery({
    queryKey: ['account', 'sessions', paging],
    queryFn: () => accountApi.sessions(paging.page, paging.pageSize),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['account', 'sessions'] });
  const signOutOthers = useMutation({
    mutationFn: accountApi.signOutOthers,
    onSuccess: () => {
      notify('success', t('account.sessions.signedOut'));
      setPaging((p) => ({ ...p, page: 1 }));
      void refresh();
    },
    onError: () => notify('error', t('errors.unavailable')),
  });
  const end = useMutation({
    mutationFn: async (session: SessionInfo) => {
      // The current one: an ordinary sign-out (it ends this session and clears this tab).
      if (session.current) {
        await signOut();
        window.location.assign('/login');
        return;
      }
      await accountApi.endSession(session.id);
    },
    onSuccess: () => {
      setEnding(null);
      notify('success', t('account.sessions.ended'));
      // The last row of a later page: step back rather than show an empty page.
      const items = sessions.data?.items.length ?? 0;
      if (items === 1 && paging.page > 1) setPaging((p) => ({ ...p, page: p.page - 1 }));
      void refresh();
    },
    onError: (error) => {
      setEnding(null);
      notify('error', isGone(error) ? t('account.sessions.gone') : t('errors.unavailable'));
      void refresh();
    },
  });
  const when = (iso: string) => formatDate(iso, 'datetime', i18n.language);
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          {t('account.sessions.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {sessions.isError && <Text color="fg.muted">{t('errors.unavailable')}</Text>}
          {sessions.data && (
            <>
              <Table.ScrollArea>
                <Table.Root size="sm" aria-label={t('account.sessions.title')}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('account.sessions.device')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('account.sessions.ip')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('account.sessions.lastSeen')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('account.sessions.created')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">
                        {t('account.sessions.actions')}
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {sessions.data.items.map((s) => (
                      <Table.Row key={s.id} data-current={s.current || undefined}>
                        {/* The raw client string stays reachable on hover, for the odd unknown one. */}
                        <Table.Cell title={s.userAgent ?? undefined}>
                          {sessionName(t, s.userAgent)}{' '}
                          {s.current && (
                            <Badge colorPalette="green">{t('account.sessions.current')}</Badge>
                          )}
                        </Table.Cell>
                        <Table.Cell>
                          {/* An address reads left to right in Arabic too; the cell keeps the page's side. */}
                          <Text as="span" dir="ltr">
                            {s.ip ?? '—'}
                          </Text>
                        </Table.Cell>
                        <Table.Cell>{when(s.lastSeenAt ?? s.createdAt)}</Table.Cell>
                        <Table.Cell>{when(s.createdAt)}</Table.Cell>
                        <Table.Cell textAlign="end">
                          <Button
                            size="xs"
                            variant="outline"
                            colorPalette="red"
                            onClick={() => setEnding(s)}
                          >
                            {s.current
                              ? t('account.sessions.endCurrent')
                              : t('account.sessions.end')}
                          </Button>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
              <Pagination
                page={sessions.data.page}
                pageSize={sessions.data.pageSize}
                total={sessions.data.total}
                onPageChange={(page) => setPaging((p) => ({ ...p, page }))}
                onPageSizeChange={(pageSize) => setPaging({ page: 1, pageSize })}
              />
            </>
          )}
          <Button
            alignSelf="start"
            variant="outline"
            loading={signOutOthers.isPending}
            onClick={() => signOutOthers.mutate()}
          >
            {t('account.sessions.signOutOthers')}
          </Button>
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={ending !== null}
        title={t('account.sessions.endTitle')}
        message={
          ending?.current
            ? t('account.sessions.endCurrentMessage')
            : t('account.sessions.endMessage', {
                device: ending ? sessionName(t, ending.userAgent) : '',
              })
        }
        confirmLabel={
          ending?.current ? t('account.sessions.endCurrent') : t('account.sessions.end')
        }
        loading={end.isPending}
        onCancel={() => setEnding(null)}
        onConfirm={() => ending && end.mutate(ending)}
      />
    </Card.Root>
  );
}

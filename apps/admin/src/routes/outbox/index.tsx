import { ApiError } from '@sp/api-client';
import type { OutboxMail } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { PageHeader, errorMessage } from '@sp/page-kit';
import { Alert, DataTable, formatDate, Link, Stack, Text, type DataColumn } from '@sp/ui';
import { useMemo } from 'react';
import { useOutbox } from '../../api/outbox';

/** A mail's text with its links clickable (invitation and reset links are what people come for). */
function MailText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+|\/(?:pages|verify|forgot-password)\S*)/);
  return (
    <Text as="pre" whiteSpace="pre-wrap" fontFamily="inherit" textStyle="sm" dir="auto">
      {parts.map((part, i) =>
        i % 2 ? (
          <Link key={i} href={part} color="colorPalette.fg" textDecoration="underline">
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Text>
  );
}

/**
 * /outbox (super admin): the mails a local run kept instead of sending (no SMTP), newest
 * first, so invitations and password resets can be finished on a first run. The API serves
 * them only on a local run; elsewhere the page says so.
 */
export function OutboxPage() {
  const { t, i18n } = useTranslation('admin');
  const mails = useOutbox();
  const columns = useMemo<DataColumn<OutboxMail>[]>(
    () => [
      {
        id: 'at',
        priority: 'key',
        header: t('outbox.at'),
        cell: (m) => formatDate(m.createdAt, 'datetime', i18n.language),
      },
      {
        id: 'mail',
        priority: 'key',
        header: t('outbox.mail'),
        cell: (m) => (
          <Stack gap="1">
            <Text fontWeight="semibold">
              <bdi>{m.subject}</bdi>
            </Text>
            <Text textStyle="xs" color="fg.muted">
              {t('outbox.to')} <bdi>{m.to}</bdi>
            </Text>
            <MailText text={m.text} />
          </Stack>
        ),
      },
    ],
    [t, i18n.language],
  );
  const unavailable = mails.error instanceof ApiError && mails.error.status === 404;

  return (
    <>
      <PageHeader title={t('title.outbox')} />
      <Alert.Root status="info" marginBlockEnd="4">
        <Alert.Indicator />
        <Alert.Title>{t(unavailable ? 'outbox.unavailable' : 'outbox.intro')}</Alert.Title>
      </Alert.Root>
      {mails.error && !unavailable && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, mails.error)}</Alert.Title>
        </Alert.Root>
      )}
      {!unavailable && (
        <DataTable
          caption={t('title.outbox')}
          columns={columns}
          rows={mails.data?.items}
          rowId={(m) => `${m.createdAt}-${m.to}-${m.subject}`}
          loading={mails.isFetching && !mails.data}
          empty={t('outbox.empty')}
        />
      )}
    </>
  );
}

export const Component = OutboxPage;

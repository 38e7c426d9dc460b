import { termsBodySchema, type Terms } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { FormDialog, FormField, PageHeader, applyServerErrors, useZodForm } from '@sp/page-kit';
import { errorMessage } from '../../lib/errors';
import { useCan } from '@sp/shared-auth';
import { keepPreviousData, useQuery } from '@sp/api-client';
import {
  Alert,
  AppIcon,
  Badge,
  Button,
  Card,
  HStack,
  Input,
  Pagination,
  Stack,
  Text,
  Textarea,
  formatDate,
  notify,
} from '@sp/ui';
import { useState } from 'react';
import type { z } from 'zod';
import { agencyApi } from '../../api/endpoints';
import { useAgencyMutation } from '../../api/queries';

type Values = z.input<typeof termsBodySchema>;
const LANGS = ['en', 'fr', 'ar'] as const;
const STATUS_COLOR = { draft: 'orange', published: 'green', archived: 'gray' } as const;

/** A new version of the terms, in the three languages a student may read them in. */
function TermsDialog({ from, onClose }: { from: Terms | null; onClose: () => void }) {
  const { t } = useTranslation('agency');
  const form = useZodForm(termsBodySchema, {
    title: from?.title ?? '',
    body: { en: from?.body.en ?? '', fr: from?.body.fr ?? '', ar: from?.body.ar ?? '' },
  } as Values);
  const save = useAgencyMutation((v: Values) =>
    agencyApi.terms.create(v as { title: string; body: Record<string, string> }),
  );
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) =>
    save.mutate(v, {
      onSuccess: () => {
        notify('success', t('terms.saved'));
        onClose();
      },
      onError: (e) => {
        if (!applyServerErrors(t, e, form.setError, ['title', 'body.en', 'body.fr', 'body.ar']))
          notify('error', errorMessage(t, e));
      },
    }),
  );
  return (
    <FormDialog
      open
      size="lg"
      title={t('terms.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={save.isPending}
    >
      <FormField label={t('terms.fields.title')} error={errors.title?.message} required>
        <Input {...form.register('title')} />
      </FormField>
      {LANGS.map((l) => (
        <FormField
          key={l}
          label={t('terms.fields.body', { language: t(`languages.${l}`) })}
          error={errors.body?.[l]?.message}
          required
        >
          <Textarea
            rows={6}
            dir={l === 'ar' ? 'rtl' : 'ltr'}
            lang={l}
            {...form.register(`body.${l}`)}
          />
        </FormField>
      ))}
    </FormDialog>
  );
}

/** /terms: the versions of the terms students accept; one is published at a time, older ones stay readable. */
export function TermsPage() {
  const { t, i18n } = useTranslation('agency');
  // A page of versions at a time, newest first: the 101st version is on a later page.
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const list = useQuery({
    queryKey: ['agency', 'terms', page, pageSize],
    queryFn: () => agencyApi.terms.list({ page, pageSize }),
    placeholderData: keepPreviousData,
  });
  const canEdit = useCan({ action: 'update', subject: 'AgencyConfig' });
  const publish = useAgencyMutation((id: string) => agencyApi.terms.publish(id));
  const [editing, setEditing] = useState<Terms | 'new' | null>(null);
  const lang = (
    ['en', 'fr', 'ar'].includes(i18n.language) ? i18n.language : 'en'
  ) as (typeof LANGS)[number];
  return (
    <>
      <PageHeader
        title={t('title.terms')}
        actions={
          canEdit && (
            <Button colorPalette="brand" onClick={() => setEditing('new')}>
              <AppIcon name="plus" />
              {t('terms.add')}
            </Button>
          )
        }
      />
      {list.error && (
        <Alert.Root status="error" marginBlockEnd="4">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(t, list.error)}</Alert.Title>
        </Alert.Root>
      )}
      <Stack gap="4">
        {list.data?.items.length === 0 && <Text color="fg.muted">{t('terms.empty')}</Text>}
        {list.data?.items.map((terms) => (
          <Card.Root
            key={terms.id}
            as="article"
            aria-label={t('terms.version', { version: terms.version })}
          >
            <Card.Header>
              <HStack justify="space-between" wrap="wrap">
                <HStack>
                  <Text fontWeight="semibold">
                    {t('terms.version', { version: terms.version })} · {terms.title}
                  </Text>
                  <Badge colorPalette={STATUS_COLOR[terms.status]}>
                    {t(`terms.status.${terms.status}`)}
                  </Badge>
                  {terms.publishedAt && (
                    <Text fontSize="sm" color="fg.muted">
                      {formatDate(terms.publishedAt, 'DD Mon, YYYY', i18n.language)}
                    </Text>
                  )}
                </HStack>
                {canEdit && (
                  <HStack>
                    <Button size="xs" variant="outline" onClick={() => setEditing(terms)}>
                      {t('terms.newFrom')}
                    </Button>
                    {terms.status === 'draft' && (
                      <Button
                        size="xs"
                        colorPalette="brand"
                        loading={publish.isPending}
                        onClick={() =>
                          publish.mutate(terms.id, {
                            onSuccess: () =>
                              notify('success', t('terms.published', { version: terms.version })),
                            onError: (e) => notify('error', errorMessage(t, e)),
                          })
                        }
                      >
                        {t('terms.publish')}
                      </Button>
                    )}
                  </HStack>
                )}
              </HStack>
            </Card.Header>
            <Card.Body>
              <Text whiteSpace="pre-wrap" lineClamp={6} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
                {terms.body[lang] ?? terms.body.en}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={list.data?.total ?? 0}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
      {editing && (
        <TermsDialog from={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

export const Component = TermsPage;

import type { Lead } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { errorMessage } from '../../lib/errors';
import { useCan } from '@sp/shared-auth';
import { useQuery } from '@sp/api-client';
import { Box, Button, HStack, Stack, Text, notify } from '@sp/ui';
import { agencyApi } from '../../api/endpoints';
import { useAgencyMutation, useConfigList } from '../../api/queries';
import { Section } from '../../components/section';

interface Condition {
  id: string;
  kind: string;
  label: string;
  value: string;
}

/**
 * What the programme asks of the student (documents, minimum age, language score, level)
 * and whether they accepted the current terms, which the application needs.
 */
export function LeadDocuments({ lead }: { lead: Lead }) {
  const { t } = useTranslation('agency');
  const conditions = useConfigList<Condition>('programme-conditions', {
    programmeId: lead.programmeId ?? undefined,
    pageSize: 100,
  });
  // The one published version (a partial unique index keeps it one).
  const terms = useQuery({
    queryKey: ['agency', 'terms', 'published'],
    queryFn: () => agencyApi.terms.list({ page: 1, pageSize: 5, status: 'published' }),
  });
  const published = terms.data?.items[0];
  const canUpdate = useCan({ action: 'update', subject: 'Lead' });
  const accept = useAgencyMutation((termsId: string) =>
    agencyApi.leads.acceptTerms(lead.id, termsId),
  );
  const items = lead.programmeId ? (conditions.data?.items ?? []) : [];
  return (
    <Section title={t('documents.title')}>
      <Stack gap="3">
        {!lead.programmeId && <Text color="fg.muted">{t('quote.noProgramme')}</Text>}
        {lead.programmeId && items.length === 0 && !conditions.isLoading && (
          <Text color="fg.muted">{t('documents.none')}</Text>
        )}
        {items.length > 0 && (
          <Box as="ul" paddingInlineStart="5">
            {items.map((c) => (
              <li key={c.id}>
                <Text>
                  <Text as="span" color="fg.muted">
                    {t(`options.${c.kind}`)}:{' '}
                  </Text>
                  {c.label}
                  {c.value ? ` — ${c.value}` : ''}
                </Text>
              </li>
            ))}
          </Box>
        )}
        <HStack justify="space-between" wrap="wrap">
          <Text>
            {lead.termsVersion
              ? t('documents.termsAccepted', { version: lead.termsVersion })
              : t('leads.termsNotAccepted')}
          </Text>
          {canUpdate && published && lead.termsVersion !== published.version && (
            <Button
              size="sm"
              variant="outline"
              loading={accept.isPending}
              onClick={() =>
                accept.mutate(published.id, {
                  onSuccess: () =>
                    notify('success', t('documents.termsRecorded', { version: published.version })),
                  onError: (e) => notify('error', errorMessage(t, e)),
                })
              }
            >
              {t('documents.recordTerms', { version: published.version })}
            </Button>
          )}
        </HStack>
      </Stack>
    </Section>
  );
}

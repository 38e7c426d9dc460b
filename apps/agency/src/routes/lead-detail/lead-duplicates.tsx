import { agencyPaths } from '@sp/contracts/paths';
import type { Lead, LeadDuplicate } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useQuery } from '@sp/api-client';
import { Link as RouterLink } from '@sp/router';
import { useCan } from '@sp/shared-auth';
import { Alert, Badge, Button, ConfirmDialog, HStack, Link, Stack, Text, notify } from '@sp/ui';
import { useState } from 'react';
import { agencyApi } from '../../api/endpoints';
import { keys, useAgencyMutation } from '../../api/queries';
import { Section } from '../../components/section';
import { StatusBadge } from '../../components/status-badge';
import { errorMessage } from '../../lib/errors';

/**
 * A lead's possible duplicates (open leads with its e-mail or phone) and the merge: this lead
 * is kept, the other's tasks, notes and quotes come here and it is closed as merged (issue 32).
 * A merged lead says where it went instead.
 */
export function LeadDuplicates({ lead }: { lead: Lead }) {
  const { t } = useTranslation('agency');
  const canUpdate = useCan({ action: 'update', subject: 'Lead' });
  const dupes = useQuery({
    queryKey: [...keys.leads, 'duplicates', lead.id, lead.updatedAt],
    queryFn: () => agencyApi.leads.duplicates(lead.id),
    enabled: !lead.mergedIntoId,
  });
  const [merging, setMerging] = useState<LeadDuplicate | null>(null);
  const merge = useAgencyMutation((d: LeadDuplicate) => agencyApi.leads.merge(lead.id, d.id));
  if (lead.mergedIntoId) {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>
          {t('duplicates.mergedInto')}{' '}
          <Link asChild>
            <RouterLink to={agencyPaths.lead(lead.mergedIntoId)}>
              {t('duplicates.openKept')}
            </RouterLink>
          </Link>
        </Alert.Title>
      </Alert.Root>
    );
  }
  const items = dupes.data?.items ?? [];
  if (!items.length) return null;
  return (
    <Section title={t('duplicates.title')}>
      <Stack gap="3">
        <Text color="fg.muted" fontSize="sm">
          {t('duplicates.explain')}
        </Text>
        <Stack as="ul" gap="3" listStyleType="none">
          {items.map((d) => (
            <Stack as="li" key={d.id} gap="1" borderWidth="1px" borderRadius="md" padding="3">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Link asChild fontWeight="medium">
                  <RouterLink to={agencyPaths.lead(d.id)}>
                    <bdi>{d.fullName}</bdi> · {d.number}
                  </RouterLink>
                </Link>
                <StatusBadge status={d.status} />
              </HStack>
              <Text dir="ltr" fontSize="sm" textAlign="start">
                {[d.email, d.phone].filter(Boolean).join(' · ')}
              </Text>
              <HStack gap="2" wrap="wrap">
                <Badge>{t('duplicates.tasks', { count: d.tasks })}</Badge>
                <Badge>{t('duplicates.notes', { count: d.activities })}</Badge>
                <Badge>{t('duplicates.quotes', { count: d.quotes })}</Badge>
              </HStack>
              {canUpdate && (
                <Button alignSelf="start" size="sm" variant="outline" onClick={() => setMerging(d)}>
                  {t('duplicates.merge', { number: d.number })}
                </Button>
              )}
            </Stack>
          ))}
        </Stack>
      </Stack>
      {merging && (
        <ConfirmDialog
          open
          title={t('duplicates.confirmTitle', { number: merging.number })}
          confirmLabel={t('duplicates.confirm')}
          loading={merge.isPending}
          onCancel={() => setMerging(null)}
          onConfirm={() =>
            merge.mutate(merging, {
              onSuccess: () => {
                notify('success', t('duplicates.merged', { number: merging.number }));
                setMerging(null);
              },
              onError: (e) => {
                notify('error', errorMessage(t, e));
                setMerging(null);
              },
            })
          }
        >
          <Text>{t('duplicates.confirmBody', { number: merging.number, kept: lead.number })}</Text>
        </ConfirmDialog>
      )}
    </Section>
  );
}

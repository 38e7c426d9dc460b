import { activityKinds, type Activity } from '@sp/contracts/api';
import { useTranslation, type Translate } from '@sp/i18n';
import { errorMessage } from '../../lib/errors';
import { useCan } from '@sp/shared-auth';
import {
  Box,
  Button,
  HStack,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  formatDate,
  notify,
} from '@sp/ui';
import { useState } from 'react';
import { agencyApi } from '../../api/endpoints';
import { useActivities, useAgencyMutation } from '../../api/queries';
import { Section } from '../../components/section';

/** What an activity says in a line: a note's text, or what moved the lead. */
function describe(a: Activity, t: Translate) {
  if (a.kind === 'status_change')
    return (
      t('activity.moved', { from: t(`status.${a.fromStatus}`), to: t(`status.${a.toStatus}`) }) +
      (a.body ? ` — ${a.body}` : '')
    );
  if (a.kind === 'created') return t('activity.created');
  if (a.kind === 'terms_accepted')
    return t('activity.termsAccepted') + (a.body ? ` (${a.body})` : '');
  return a.body;
}

/** The timeline, newest first, and a note, call, e-mail or meeting logged in one step. */
export function LeadActivity({ leadId }: { leadId: string }) {
  const { t, i18n } = useTranslation('agency');
  const activities = useActivities(leadId);
  const canLog = useCan({ action: 'update', subject: 'Lead' });
  const [kind, setKind] = useState<(typeof activityKinds)[number]>('note');
  const [body, setBody] = useState('');
  const add = useAgencyMutation(() => agencyApi.leads.addActivity(leadId, { kind, body }));
  return (
    <Section title={t('activity.title')}>
      {canLog && (
        <Stack
          as="form"
          gap="2"
          marginBlockEnd="4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!body.trim()) return;
            add.mutate(undefined, {
              onSuccess: () => setBody(''),
              onError: (err) => notify('error', errorMessage(t, err)),
            });
          }}
        >
          <Textarea
            aria-label={t('activity.text')}
            placeholder={t('activity.placeholder')}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            rows={3}
            maxLength={4000}
          />
          <HStack justify="space-between">
            <NativeSelect.Root width="40" size="sm">
              <NativeSelect.Field
                aria-label={t('activity.kind')}
                value={kind}
                onChange={(e) => setKind(e.target.value as typeof kind)}
              >
                {activityKinds.map((k) => (
                  <option key={k} value={k}>
                    {t(`activity.kinds.${k}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button type="submit" size="sm" disabled={!body.trim()} loading={add.isPending}>
              {t('activity.add')}
            </Button>
          </HStack>
        </Stack>
      )}
      <Stack as="ol" gap="3" listStyleType="none" aria-label={t('activity.title')}>
        {activities.data?.items.map((a) => (
          <Box
            as="li"
            key={a.id}
            borderInlineStartWidth="2px"
            borderColor="border.emphasized"
            paddingInlineStart="3"
          >
            <Text fontSize="xs" color="fg.muted">
              {formatDate(a.createdAt, 'datetime', i18n.language)} ·{' '}
              {a.userName ?? t('activity.system')} · {t(`activity.kinds.${a.kind}`)}
            </Text>
            <Text whiteSpace="pre-wrap">{describe(a, t)}</Text>
          </Box>
        ))}
      </Stack>
    </Section>
  );
}

import type { Lead, QuoteVersion } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useQuery } from '@sp/api-client';
import { useCan } from '@sp/shared-auth';
import {
  Button,
  ConfirmDialog,
  Field,
  HStack,
  NativeSelect,
  Stack,
  Text,
  formatDate,
  notify,
} from '@sp/ui';
import { useState } from 'react';
import { agencyApi } from '../../api/endpoints';
import { useAgencyMutation } from '../../api/queries';
import { ProgrammePicker } from '../../components/programme-picker';
import { errorMessage } from '../../lib/errors';
import { Section } from '../../components/section';

/**
 * The lead's contract (issue 32): who accepted which terms on which quote version, the version
 * the enrolment holds to, every earlier version (readable), and the programme. Changing an
 * enrolled lead's programme makes a new quote version and asks whether the commission changes.
 */
export function LeadContract({
  lead,
  onShowVersion,
}: {
  lead: Lead;
  onShowVersion: (v: QuoteVersion | null) => void;
}) {
  const { t, i18n } = useTranslation('agency');
  const canUpdate = useCan({ action: 'update', subject: 'Lead' });
  const versions = useQuery({
    queryKey: ['agency', 'leads', 'quotes', lead.id],
    queryFn: () => agencyApi.leads.quoteVersions(lead.id),
  });
  const [programmeId, setProgrammeId] = useState(lead.programmeId ?? '');
  const [asking, setAsking] = useState(false);
  const [choice, setChoice] = useState<'keep' | 'recompute'>('keep');
  const change = useAgencyMutation((commissionChange?: 'keep' | 'recompute') =>
    agencyApi.leads.update(lead.id, {
      programmeId: programmeId || null,
      ...(commissionChange ? { commissionChange } : {}),
    }),
  );
  const date = (iso: string | null) => formatDate(iso, 'DD Mon, YYYY', i18n.language);
  const save = (commissionChange?: 'keep' | 'recompute') =>
    change.mutate(commissionChange, {
      onSuccess: () => {
        setAsking(false);
        notify('success', t('contract.programmeChanged'));
      },
      onError: (e) => notify('error', errorMessage(t, e)),
    });
  return (
    <Section title={t('contract.title')}>
      <Stack gap="3">
        <Text>
          {lead.termsVersion
            ? t('contract.accepted', {
                version: lead.termsVersion,
                date: date(lead.termsAcceptedAt),
                who: lead.termsAcceptedByName ?? '–',
                quote: lead.termsQuoteVersion ?? '–',
              })
            : t('leads.termsNotAccepted')}
        </Text>
        {lead.frozenQuoteVersion && (
          <Text fontWeight="semibold">
            {t('contract.frozen', { version: lead.frozenQuoteVersion })}
          </Text>
        )}
        {(versions.data?.items.length ?? 0) > 0 && (
          <Stack as="ul" gap="1" listStyleType="none" aria-label={t('contract.versions')}>
            {versions.data!.items.map((v) => (
              <HStack as="li" key={v.id} justify="space-between">
                <Text>
                  {t('contract.version', {
                    version: v.version,
                    status: t(`contract.status.${v.status}`),
                    date: date(v.createdAt),
                    programme: v.quote.programmeName,
                  })}
                </Text>
                <Button size="xs" variant="ghost" onClick={() => onShowVersion(v)}>
                  {t('contract.show')}
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
        {canUpdate && (
          <HStack
            as="form"
            onSubmit={(e) => {
              e.preventDefault();
              if (lead.status === 'enrolled') setAsking(true);
              else save();
            }}
          >
            <ProgrammePicker
              aria-label={t('leads.fields.programme')}
              value={programmeId}
              onChange={setProgrammeId}
            />
            <Button
              type="submit"
              disabled={programmeId === (lead.programmeId ?? '')}
              loading={change.isPending && !asking}
            >
              {t('contract.changeProgramme')}
            </Button>
          </HStack>
        )}
      </Stack>
      {asking && (
        <ConfirmDialog
          open
          title={t('contract.askTitle', { version: (lead.frozenQuoteVersion ?? 0) + 1 })}
          confirmLabel={t('contract.changeProgramme')}
          loading={change.isPending}
          onCancel={() => setAsking(false)}
          onConfirm={() => save(choice)}
        >
          <Text marginBlockEnd="3">{t('contract.askBody')}</Text>
          <Field.Root>
            <Field.Label>{t('contract.commission.label')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={choice}
                onChange={(e) => setChoice(e.target.value as 'keep' | 'recompute')}
              >
                {(['keep', 'recompute'] as const).map((c) => (
                  <option key={c} value={c}>
                    {t(`contract.commission.${c}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </ConfirmDialog>
      )}
    </Section>
  );
}

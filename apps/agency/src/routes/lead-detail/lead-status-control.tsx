import { leadStatuses, type Lead, type LeadStatus } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { errorMessage } from '../../lib/errors';
import { useCan } from '@sp/shared-auth';
import { Button, HStack, Input, NativeSelect, notify } from '@sp/ui';
import { useState } from 'react';
import { agencyApi } from '../../api/endpoints';
import { useAgencyMutation } from '../../api/queries';

/** Moves the lead to another status; lost asks for the reason first. */
export function LeadStatusControl({ lead }: { lead: Lead }) {
  const { t } = useTranslation('agency');
  const canUpdate = useCan({ action: 'update', subject: 'Lead' });
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [reason, setReason] = useState('');
  const move = useAgencyMutation(() => agencyApi.leads.status(lead.id, status, reason));
  if (!canUpdate || lead.status === 'enrolled') return null;
  return (
    <HStack
      as="form"
      onSubmit={(e) => {
        e.preventDefault();
        move.mutate(undefined, {
          onSuccess: () => notify('success', t('leads.moved', { status: t(`status.${status}`) })),
          onError: (err) => notify('error', errorMessage(t, err)),
        });
      }}
    >
      <NativeSelect.Root width="40">
        <NativeSelect.Field
          aria-label={t('leads.changeStatus')}
          value={status}
          onChange={(e) => setStatus(e.target.value as LeadStatus)}
        >
          {leadStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {status === 'lost' && (
        <Input
          aria-label={t('leads.lostReason')}
          placeholder={t('leads.lostReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          width="56"
        />
      )}
      <Button type="submit" disabled={status === lead.status} loading={move.isPending}>
        {t('leads.move')}
      </Button>
    </HStack>
  );
}

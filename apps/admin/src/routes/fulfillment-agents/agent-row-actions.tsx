import type { FulfillmentAgent } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { useCan } from '@sp/shared-auth';
import { Button, ConfirmDialog, HStack, notify } from '@sp/ui';
import { useState } from 'react';
import { useSetAgentActive } from '../../api/agents';
import { errorMessage } from '@sp/page-kit';

export interface AgentRowActionsProps {
  agent: FulfillmentAgent;
  onEdit: () => void;
}

export function AgentRowActions({ agent, onEdit }: AgentRowActionsProps) {
  const { t } = useTranslation('admin');
  const canUpdate = useCan({ action: 'update', subject: 'FulfillmentAgent' });
  const setActive = useSetAgentActive();
  const [confirming, setConfirming] = useState(false);
  if (!canUpdate) return null;
  const toggle = () =>
    setActive.mutate(
      { id: agent.id, active: !agent.active },
      {
        onSuccess: () =>
          notify(
            'success',
            t(agent.active ? 'agents.deactivated' : 'agents.reactivated', { name: agent.name }),
          ),
        onError: (error) => notify('error', errorMessage(t, error)),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <HStack gap="1" justify="end">
      <Button
        size="xs"
        variant="ghost"
        onClick={onEdit}
        aria-label={t('agents.editNamed', { name: agent.name })}
      >
        {t('common.edit')}
      </Button>
      <Button
        size="xs"
        variant="ghost"
        onClick={() => (agent.active ? setConfirming(true) : toggle())}
        aria-label={t(agent.active ? 'agents.deactivateNamed' : 'agents.reactivateNamed', {
          name: agent.name,
        })}
      >
        {agent.active ? t('agents.deactivate') : t('agents.reactivate')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('agents.confirmDeactivate', { name: agent.name })}
        loading={setActive.isPending}
        onConfirm={toggle}
        onCancel={() => setConfirming(false)}
      />
    </HStack>
  );
}

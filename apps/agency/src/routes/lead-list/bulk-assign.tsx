import { useTranslation } from '@sp/i18n';
import { errorMessage } from '../../lib/errors';
import { useAuthStore } from '@sp/shared-auth';
import { AsyncPicker } from '@sp/page-kit';
import { Box, Button, HStack, Text, notify } from '@sp/ui';
import { useState } from 'react';
import { agencyApi } from '../../api/endpoints';
import { staffSource } from '../../api/pickers';
import { useAgencyMutation } from '../../api/queries';

/** Assigns the selected leads to one person (or to nobody) in one request. */
export function BulkAssign({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { t } = useTranslation('agency');
  const me = useAuthStore((s) => s.userData);
  const staff = staffSource(me ? { id: me.id, fullName: me.fullName } : null);
  const [to, setTo] = useState(me?.id ?? '');
  const assign = useAgencyMutation(() => agencyApi.leads.assign(ids, to || null));
  return (
    <HStack
      gap="3"
      wrap="wrap"
      marginBlockEnd="3"
      padding="3"
      borderWidth="1px"
      borderRadius="md"
      role="region"
      aria-label={t('leads.bulk')}
    >
      <Text>{t('leads.selected', { count: ids.length })}</Text>
      <Box width="56" maxWidth="full">
        <AsyncPicker
          {...staff}
          aria-label={t('leads.assignTo')}
          value={to}
          onChange={setTo}
          emptyLabel={t('leads.unassigned')}
        />
      </Box>
      <Button
        colorPalette="brand"
        loading={assign.isPending}
        onClick={() =>
          assign.mutate(undefined, {
            onSuccess: (r) => {
              notify('success', t('leads.assigned', { count: r.updated }));
              onDone();
            },
            onError: (e) => notify('error', errorMessage(t, e)),
          })
        }
      >
        {t('leads.assign')}
      </Button>
    </HStack>
  );
}

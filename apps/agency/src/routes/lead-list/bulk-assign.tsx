import { useTranslation } from '@sp/i18n';
import { errorMessage } from '../../lib/errors';
import { useAuthStore } from '@sp/shared-auth';
import { Button, HStack, NativeSelect, Text, notify } from '@sp/ui';
import { useState } from 'react';
import { agencyApi } from '../../api/endpoints';
import { useAgencyMutation, useStaff } from '../../api/queries';

/** Assigns the selected leads to one person (or to nobody) in one request. */
export function BulkAssign({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { t } = useTranslation('agency');
  const me = useAuthStore((s) => s.userData);
  const staff = useStaff();
  const people = staff.data?.items.length
    ? staff.data.items
    : me
      ? [{ id: me.id, fullName: me.fullName }]
      : [];
  const [to, setTo] = useState(people[0]?.id ?? '');
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
      <NativeSelect.Root width="56">
        <NativeSelect.Field
          aria-label={t('leads.assignTo')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
        >
          <option value="">{t('leads.unassigned')}</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.fullName}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
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

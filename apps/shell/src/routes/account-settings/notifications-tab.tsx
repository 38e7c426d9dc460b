import { accountApi, useMutation, useQuery, type NotificationPreferences } from '@sp/api-client';
import { useTranslation } from '@sp/i18n';
import { Button, Card, Checkbox, Stack, Table, Text, notify } from '@sp/ui';
import { useEffect, useState } from 'react';

/** Event types a user can be told about (the API may know more; unknown ones stay as they are). */
export const EVENT_TYPES = [
  'order_status',
  'low_stock',
  'import_finished',
  'lead_assigned',
  'task_due',
  'security',
] as const;

export function NotificationsTab() {
  const { t } = useTranslation('shell');
  const query = useQuery({ queryKey: ['account', 'preferences'], queryFn: accountApi.preferences });
  const [prefs, setPrefs] = useState<NotificationPreferences>({});
  useEffect(() => {
    if (query.data) setPrefs(query.data.preferences);
  }, [query.data]);
  const save = useMutation({
    mutationFn: accountApi.savePreferences,
    onSuccess: () => notify('success', t('account.saved')),
    onError: () => notify('error', t('errors.unavailable')),
  });
  const value = (type: string, channel: 'inApp' | 'push') => prefs[type]?.[channel] ?? true;
  const toggle = (type: string, channel: 'inApp' | 'push', checked: boolean) =>
    setPrefs((p) => ({
      ...p,
      [type]: { inApp: value(type, 'inApp'), push: value(type, 'push'), [channel]: checked },
    }));
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <Text color="fg.muted">{t('account.notifications.text')}</Text>
          {query.isError && <Text color="fg.muted">{t('errors.unavailable')}</Text>}
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('account.notifications.event')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('account.notifications.inApp')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('account.notifications.push')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {EVENT_TYPES.map((type) => (
                <Table.Row key={type}>
                  <Table.Cell>{t(`account.notifications.events.${type}`)}</Table.Cell>
                  {(['inApp', 'push'] as const).map((channel) => (
                    <Table.Cell key={channel}>
                      <Checkbox.Root
                        checked={value(type, channel)}
                        onCheckedChange={(e) => toggle(type, channel, e.checked === true)}
                      >
                        <Checkbox.HiddenInput
                          aria-label={`${t(`account.notifications.events.${type}`)}: ${t(`account.notifications.${channel}`)}`}
                        />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Button alignSelf="start" loading={save.isPending} onClick={() => save.mutate(prefs)}>
            {t('account.save')}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

import { useTranslation } from '@sp/i18n';
import { Navigate, useNavigate, useParams } from '@sp/router';
import { AppIcon, Heading, Stack, Tabs } from '@sp/ui';
import { AccountTab } from './account-tab';
import { NotificationsTab } from './notifications-tab';
import { SecurityTab } from './security-tab';

const TABS = [
  { id: 'account', icon: 'user', Panel: AccountTab },
  { id: 'security', icon: 'lock', Panel: SecurityTab },
  { id: 'notifications', icon: 'bell', Panel: NotificationsTab },
] as const;

/** /pages/account-settings/:tab: the signed-in user's own account. */
export function AccountSettingsPage() {
  const { t } = useTranslation('shell');
  const { tab = 'account' } = useParams();
  const navigate = useNavigate();
  if (!TABS.some((x) => x.id === tab))
    return <Navigate to="/pages/account-settings/account" replace />;
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {t('title.accountSettings')}
      </Heading>
      <Tabs.Root
        value={tab}
        onValueChange={(e) => navigate(`/pages/account-settings/${e.value}`)}
        lazyMount
      >
        <Tabs.List>
          {TABS.map(({ id, icon }) => (
            <Tabs.Trigger key={id} value={id}>
              <AppIcon name={icon} />
              {t(`account.tabs.${id}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ id, Panel }) => (
          <Tabs.Content key={id} value={id} pt="6">
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

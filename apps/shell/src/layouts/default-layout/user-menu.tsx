import { signOut } from '@sp/http';
import { useTranslation } from '@sp/i18n';
import { useNavigate } from '@sp/router';
import { useAuthStore } from '@sp/shared-auth';
import { Avatar, Box, Button, Menu, Portal, Text, initials } from '@sp/ui';

/** Profile, settings and sign out. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.userData);
  if (!user) return null;
  const onSelect = async (value: string) => {
    if (value === 'signout') {
      await signOut();
      // A full load: nothing of the session (query cache, remotes' state) survives it.
      window.location.assign('/login');
    } else navigate(value);
  };
  return (
    <Menu.Root
      onSelect={({ value }) => void onSelect(value)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" px="1" aria-label={t('layout.userMenu', { name: user.fullName })}>
          <Avatar.Root size="sm">
            {user.avatarUrl && <Avatar.Image src={user.avatarUrl} alt="" />}
            <Avatar.Fallback>{initials(user.fullName)}</Avatar.Fallback>
          </Avatar.Root>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="2" py="1.5">
              <Text fontWeight="semibold">{user.fullName}</Text>
              <Text fontSize="xs" color="fg.muted">
                {t(`roles.${user.role}`)}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="/pages/user-profile/profile">{t('title.userProfile')}</Menu.Item>
            <Menu.Item value="/pages/account-settings/account">
              {t('title.accountSettings')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="signout" color="fg.error">
              {t('layout.signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

import { useTranslation } from '@sp/i18n';
import { AppIcon, Box, HStack, IconButton } from '@sp/ui';
import { Customizer } from './customizer';
import { LanguageSwitcher } from './language-switcher';
import { NotificationsBell } from './notifications-bell';
import { SearchDialog } from './search-dialog';
import { ShortcutsMenu } from './shortcuts-menu';
import { StoreSwitcher } from './store-switcher';
import { ThemeSwitcher } from './theme-switcher';
import { UserMenu } from './user-menu';

export interface NavbarProps {
  /** Shown when the menu is a drawer (below the overlay breakpoint). */
  onOpenMenu?: () => void;
}

export function Navbar({ onOpenMenu }: NavbarProps) {
  const { t } = useTranslation('shell');
  return (
    <HStack gap="1" px="4" py="2" minH="14">
      {onOpenMenu && (
        <IconButton variant="ghost" aria-label={t('layout.openMenu')} onClick={onOpenMenu}>
          <AppIcon name="menu" />
        </IconButton>
      )}
      <SearchDialog />
      <Box flex="1" />
      <StoreSwitcher />
      <LanguageSwitcher />
      <ThemeSwitcher />
      <Customizer />
      <ShortcutsMenu />
      <NotificationsBell />
      <UserMenu />
    </HStack>
  );
}

import { useTranslation } from '@sp/i18n';
import { useLocation, useNavigate } from '@sp/router';
import { AppIcon, IconButton, Menu, Portal } from '@sp/ui';
import { useShortcuts } from './use-shortcuts';

/** Pinned pages, and pinning/unpinning the current one. */
export function ShortcutsMenu() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { items, toggle } = useShortcuts();
  const pinned = items.some((s) => s.to === pathname);
  const onSelect = (value: string) => {
    if (value === '__toggle') {
      const title = document.title.split(' | ')[0] || pathname;
      toggle({ to: pathname, label: title });
    } else navigate(value);
  };
  return (
    <Menu.Root onSelect={({ value }) => onSelect(value)}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" aria-label={t('shortcuts.label')}>
          <AppIcon name="grid" />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="60">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('shortcuts.label')}</Menu.ItemGroupLabel>
              {items.length === 0 && (
                <Menu.Item value="__none" disabled>
                  {t('shortcuts.empty')}
                </Menu.Item>
              )}
              {items.map((s) => (
                <Menu.Item key={s.to} value={s.to}>
                  <AppIcon name="star" />
                  {s.label}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="__toggle">
              <AppIcon name="pin" />
              {pinned ? t('shortcuts.unpin') : t('shortcuts.pin')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

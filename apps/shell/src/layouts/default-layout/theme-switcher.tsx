import { useTranslation } from '@sp/i18n';
import { AppIcon, IconButton, Menu, Portal } from '@sp/ui';
import { useSettingsStore, type Settings } from '../../settings/settings-store';

const ICONS = { light: 'sun', dark: 'moon', system: 'monitor' } as const;

/** Light, dark or system (following the OS live). */
export function ThemeSwitcher() {
  const { t } = useTranslation('shell');
  const theme = useSettingsStore((s) => s.theme);
  const set = useSettingsStore((s) => s.set);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" aria-label={t('layout.theme')}>
          <AppIcon name={ICONS[theme]} />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup
              value={theme}
              onValueChange={(e) => set('theme', e.value as Settings['theme'])}
            >
              {(['light', 'dark', 'system'] as const).map((mode) => (
                <Menu.RadioItem key={mode} value={mode}>
                  <AppIcon name={ICONS[mode]} />
                  {t(`settings.theme.${mode}`)}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

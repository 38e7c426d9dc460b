import { LANGUAGE_NAMES } from '../../i18n/login-language';
import { useTranslation } from '@sp/i18n';
import { AppIcon, IconButton, Menu, Portal } from '@sp/ui';
import { switchLanguage } from '../../i18n/switch-language';
import { useTenantStore } from '../../tenant/tenant-store';

export { LANGUAGE_NAMES };

/** Changes the language of the shell and every module at once, and saves it to the profile. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  const languages = useTenantStore((s) => s.tenant.languages);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" aria-label={t('layout.language')}>
          <AppIcon name="languages" />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup
              value={i18n.language}
              onValueChange={(e) => void switchLanguage(e.value)}
            >
              {languages.map((lng: string) => (
                <Menu.RadioItem key={lng} value={lng} lang={lng}>
                  {LANGUAGE_NAMES[lng] ?? lng}
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

import { useTranslation } from '@sp/i18n';
import {
  AppIcon,
  CloseButton,
  Drawer,
  Field,
  IconButton,
  NativeSelect,
  Portal,
  Stack,
  Switch,
} from '@sp/ui';
import { SETTING_CHOICES, useSettingsStore, type Settings } from '../../settings/settings-store';

type Choice = 'theme' | 'skin' | 'contentWidth' | 'navLayout' | 'colorScheme';
type Toggle = 'verticalNavCollapsed' | 'navbarBlur' | 'semiDarkVerticalNav';

function ChoiceField({ name }: { name: Choice }) {
  const { t } = useTranslation('shell');
  const value = useSettingsStore((s) => s[name]);
  const set = useSettingsStore((s) => s.set);
  return (
    <Field.Root>
      <Field.Label>{t(`settings.${name}.label`)}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(e) => set(name, e.target.value as Settings[Choice])}
        >
          {(SETTING_CHOICES[name] as readonly string[]).map((c) => (
            <option key={c} value={c}>
              {t(`settings.${name}.${c}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function ToggleField({ name }: { name: Toggle }) {
  const { t } = useTranslation('shell');
  const checked = useSettingsStore((s) => s[name]);
  const set = useSettingsStore((s) => s.set);
  return (
    <Switch.Root checked={checked} onCheckedChange={(e) => set(name, e.checked)}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{t(`settings.${name}`)}</Switch.Label>
    </Switch.Root>
  );
}

/** Every layout preference, each kept in its `<app title>-<setting>` cookie. */
export function Customizer() {
  const { t } = useTranslation('shell');
  return (
    <Drawer.Root placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" aria-label={t('settings.title')}>
          <AppIcon name="settings" />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('settings.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                {(['theme', 'skin', 'contentWidth', 'navLayout', 'colorScheme'] as const).map(
                  (n) => (
                    <ChoiceField key={n} name={n} />
                  ),
                )}
                {(['verticalNavCollapsed', 'navbarBlur', 'semiDarkVerticalNav'] as const).map(
                  (n) => (
                    <ToggleField key={n} name={n} />
                  ),
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('layout.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

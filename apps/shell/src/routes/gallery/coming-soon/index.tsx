import { useTranslation } from '@sp/i18n';
import { AppIcon, Center, Heading, Stack, Text } from '@sp/ui';

export function ComingSoonPage() {
  const { t } = useTranslation('shell');
  return (
    <Center minH="100vh" p="6">
      <Stack gap="4" align="center" textAlign="center">
        <AppIcon name="calendar" boxSize="16" color="colorPalette.fg" />
        <Heading as="h1" size="2xl">
          {t('gallery.comingSoon')}
        </Heading>
        <Text color="fg.muted">{t('gallery.comingSoonText')}</Text>
      </Stack>
    </Center>
  );
}

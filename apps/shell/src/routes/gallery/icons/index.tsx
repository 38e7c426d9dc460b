import { useTranslation } from '@sp/i18n';
import { AppIcon, ICON_PATHS, SimpleGrid, Stack, Text } from '@sp/ui';
import { GalleryFrame } from '../gallery-frame';

/** Every name of the shared icon set (what a remote may use in its nav items). */
export function IconsPage() {
  const { t } = useTranslation('shell');
  return (
    <GalleryFrame title={t('gallery.icons')}>
      <SimpleGrid as="ul" columns={{ base: 3, md: 6, lg: 8 }} gap="4" listStyleType="none">
        {Object.keys(ICON_PATHS).map((name) => (
          <Stack as="li" key={name} align="center" p="3" borderWidth="1px" rounded="md">
            <AppIcon name={name} boxSize="6" />
            <Text fontSize="xs">{name}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </GalleryFrame>
  );
}

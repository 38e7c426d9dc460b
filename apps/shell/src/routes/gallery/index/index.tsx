import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { Link as UiLink, SimpleGrid, Stack, Text } from '@sp/ui';
import { AUTH_VARIANTS, CARD_KINDS } from '../gallery-routes';
import { GalleryFrame } from '../gallery-frame';

const OTHERS = [
  'dialog-examples',
  'faq',
  'icons',
  'pricing',
  'typography',
  'misc/coming-soon',
  'misc/under-maintenance',
  'misc/not-found/404',
  'misc/not-authorized',
];

/** The gallery index: every page, so a remote's team sees the shared components at work. */
export function GalleryIndexPage() {
  const { t } = useTranslation('shell');
  const group = (title: string, paths: string[]) => (
    <Stack as="section" aria-label={title} gap="2">
      <Text fontWeight="semibold">{title}</Text>
      {paths.map((p) => (
        <UiLink key={p} asChild>
          <Link to={`/pages/${p}`}>{p}</Link>
        </UiLink>
      ))}
    </Stack>
  );
  return (
    <GalleryFrame title={t('gallery.title')}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
        {group(
          t('gallery.auth'),
          AUTH_VARIANTS.map((v) => `authentication/${v}`),
        )}
        {group(
          t('gallery.cards'),
          CARD_KINDS.map((k) => `cards/${k}`),
        )}
        {group(t('gallery.other'), OTHERS)}
      </SimpleGrid>
    </GalleryFrame>
  );
}

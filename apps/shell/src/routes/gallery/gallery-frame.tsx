import { useTranslation } from '@sp/i18n';
import { Link } from '@sp/router';
import { Box, Container, Heading, HStack, Link as UiLink, Stack } from '@sp/ui';
import type { ReactNode } from 'react';

export interface GalleryFrameProps {
  title: string;
  children: ReactNode;
}

/** A gallery page: its title, the way back to the gallery index, the examples. */
export function GalleryFrame({ title, children }: GalleryFrameProps) {
  const { t } = useTranslation('shell');
  return (
    <Container maxW="6xl" py="8">
      <Stack gap="6">
        <HStack as="nav" aria-label={t('gallery.title')} gap="4">
          <UiLink asChild>
            <Link to="/pages">{t('gallery.back')}</Link>
          </UiLink>
        </HStack>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Box>{children}</Box>
      </Stack>
    </Container>
  );
}

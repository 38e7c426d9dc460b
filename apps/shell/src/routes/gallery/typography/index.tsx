import { useTranslation } from '@sp/i18n';
import { Heading, Stack, Text, formatDate } from '@sp/ui';
import { GalleryFrame } from '../gallery-frame';

const FORMATS = ['Mon D, YYYY', 'DD Mon, YYYY', 'DD Mon', 'Mon, YYYY', 'datetime'] as const;

export function TypographyPage() {
  const { t, i18n } = useTranslation('shell');
  const now = new Date();
  return (
    <GalleryFrame title={t('gallery.typography')}>
      <Stack gap="3">
        {(['4xl', '3xl', '2xl', 'xl', 'lg', 'md'] as const).map((size, i) => (
          <Heading key={size} as={`h${Math.min(i + 2, 6)}` as 'h2'} size={size}>
            {t('gallery.headingSample', { size })}
          </Heading>
        ))}
        <Text>{t('gallery.bodySample')}</Text>
        <Text color="fg.muted" fontSize="sm">
          {t('gallery.mutedSample')}
        </Text>
        <Heading as="h2" size="md">
          {t('gallery.dateFormats')}
        </Heading>
        {FORMATS.map((f) => (
          <Text key={f}>
            <Text as="span" fontFamily="mono">
              {f}
            </Text>
            : {formatDate(now, f, i18n.language)}
          </Text>
        ))}
      </Stack>
    </GalleryFrame>
  );
}

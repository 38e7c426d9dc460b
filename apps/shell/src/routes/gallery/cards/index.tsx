import { useTranslation } from '@sp/i18n';
import { useParams } from '@sp/router';
import { AppIcon, Badge, Button, Card, HStack, SimpleGrid, Text, signed } from '@sp/ui';
import { GalleryFrame } from '../gallery-frame';

const STATS = [
  { icon: 'cart', value: 1284, delta: 12 },
  { icon: 'truck', value: 342, delta: -4 },
  { icon: 'wallet', value: 98, delta: 0 },
];

/** Card examples: basic, statistics, actions (one grid, the kind picks the emphasis). */
export function CardsPage() {
  const { t, i18n } = useTranslation('shell');
  const { kind = 'card-basic' } = useParams();
  return (
    <GalleryFrame title={`${t('gallery.cards')}: ${kind}`}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {STATS.map((s) => (
          <Card.Root key={s.icon} variant={kind === 'card-basic' ? 'outline' : 'elevated'}>
            <Card.Body>
              <HStack justify="space-between">
                <AppIcon name={s.icon} boxSize="8" color="colorPalette.fg" />
                <Badge colorPalette={s.delta >= 0 ? 'green' : 'red'}>
                  {signed(s.delta, i18n.language)}%
                </Badge>
              </HStack>
              <Text fontSize="3xl" fontWeight="bold">
                {new Intl.NumberFormat(i18n.language).format(s.value)}
              </Text>
              <Text color="fg.muted">{t('gallery.sample')}</Text>
            </Card.Body>
            {kind === 'card-actions' && (
              <Card.Footer gap="2">
                <Button size="sm">{t('gallery.submit')}</Button>
                <Button size="sm" variant="outline">
                  {t('gallery.cancel')}
                </Button>
              </Card.Footer>
            )}
          </Card.Root>
        ))}
      </SimpleGrid>
    </GalleryFrame>
  );
}

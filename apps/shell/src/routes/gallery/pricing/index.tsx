import { useTranslation } from '@sp/i18n';
import { Button, Card, Heading, SimpleGrid, Text } from '@sp/ui';
import { GalleryFrame } from '../gallery-frame';

const PLANS = [
  { id: 'basic', price: 0 },
  { id: 'standard', price: 49 },
  { id: 'enterprise', price: 199 },
];

export function PricingPage() {
  const { t, i18n } = useTranslation('shell');
  const money = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  return (
    <GalleryFrame title={t('gallery.pricing')}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {PLANS.map((p) => (
          <Card.Root key={p.id} textAlign="center">
            <Card.Body gap="3">
              <Heading as="h2" size="lg">
                {t(`gallery.plan.${p.id}`)}
              </Heading>
              <Text fontSize="4xl" fontWeight="bold">
                {money.format(p.price)}
              </Text>
              <Text color="fg.muted">{t('gallery.perMonth')}</Text>
              <Button variant={p.id === 'standard' ? 'solid' : 'outline'}>
                {t('gallery.choose')}
              </Button>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </GalleryFrame>
  );
}

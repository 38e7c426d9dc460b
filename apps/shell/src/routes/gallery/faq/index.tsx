import { useTranslation } from '@sp/i18n';
import { Accordion } from '@sp/ui';
import { GalleryFrame } from '../gallery-frame';

export function FaqPage() {
  const { t } = useTranslation('shell');
  const items = [1, 2, 3] as const;
  return (
    <GalleryFrame title={t('gallery.faq')}>
      <Accordion.Root collapsible defaultValue={['1']}>
        {items.map((i) => (
          <Accordion.Item key={i} value={String(i)}>
            <Accordion.ItemTrigger>
              {t(`gallery.faqQ${i}`)}
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>{t(`gallery.faqA${i}`)}</Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </GalleryFrame>
  );
}

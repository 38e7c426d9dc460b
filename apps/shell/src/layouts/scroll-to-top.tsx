import { useTranslation } from '@sp/i18n';
import { AppIcon, IconButton, SCROLL_TOP_THRESHOLD_PX } from '@sp/ui';
import { useEffect, useState } from 'react';

/** Appears after 200 px of scrolling; hidden in print (SPEC section 2). */
export function ScrollToTop() {
  const { t } = useTranslation('shell');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <IconButton
      aria-label={t('layout.scrollTop')}
      position="fixed"
      bottom="6"
      insetEnd="6"
      zIndex="sticky"
      rounded="full"
      data-print-hidden=""
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <AppIcon name="arrow-up" />
    </IconButton>
  );
}

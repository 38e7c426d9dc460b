import { directionOf, useTranslation } from '@sp/i18n';

/**
 * The reading direction of the current language. Ark's parts (tabs, drawer, dialog) set
 * `dir="ltr"` on their elements unless told otherwise: the pages pass this to them.
 */
export function useDir() {
  const { i18n } = useTranslation();
  return directionOf(i18n.language);
}

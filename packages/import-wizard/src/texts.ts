import { i18n, useTranslation } from '@sp/i18n';
import ar from './texts/ar.json';
import en from './texts/en.json';
import fr from './texts/fr.json';

/** The wizard's own namespace: the same texts whichever remote shows it. */
export const IMPORTS_NS = 'import-wizard';
const texts = { en, fr, ar };

export function useImportTexts() {
  for (const [lng, bundle] of Object.entries(texts)) {
    if (!i18n.hasResourceBundle(lng, IMPORTS_NS))
      i18n.addResourceBundle(lng, IMPORTS_NS, bundle, true, false);
  }
  return useTranslation(IMPORTS_NS);
}

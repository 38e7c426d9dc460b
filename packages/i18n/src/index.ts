/**
 * The i18n face: the only importer of i18next and react-i18next. One i18next instance
 * for the shell and every remote (a federation singleton); the shell initialises it,
 * remotes add their namespaces with `addResources`.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

export { useTranslation, Trans, I18nextProvider } from 'react-i18next';
export type { BackendModule, TFunction } from 'i18next';

export const RTL_LANGUAGES = new Set(['ar']);

/** Adds (or replaces) a namespace's texts for one language. */
export function addResources(lng: string, ns: string, resources: Record<string, unknown>) {
  i18n.addResourceBundle(lng, ns, resources, true, true);
}

export function directionOf(lng: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(lng) ? 'rtl' : 'ltr';
}

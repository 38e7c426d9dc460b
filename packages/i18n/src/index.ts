/**
 * The i18n face: the only importer of i18next and react-i18next. One i18next instance
 * for the shell and every remote (a federation singleton); the shell initialises it,
 * remotes add their namespaces with `addResources`.
 */
import i18next from 'i18next';
import { lazy } from 'react';
import { initReactI18next, type Trans as TransComponent } from 'react-i18next';

export const i18n = i18next.createInstance();
i18n.use(initReactI18next);

export { useTranslation, I18nextProvider } from 'react-i18next';

/**
 * <Trans> (with its HTML parser) loads on first use: no page of the sign-in path uses it
 * and the face is downloaded whole (DESIGN.md section 8). It suspends while it loads.
 */
export const Trans = lazy(() =>
  import('./trans').then((m) => ({ default: m.Trans })),
) as unknown as typeof TransComponent;
export type { BackendModule, TFunction } from 'i18next';

/**
 * A `t` as helpers take it, whatever its namespace. Two signatures, options given or not:
 * i18next 27's TFunction is not assignable to one with an optional options argument.
 */
export interface Translate {
  (key: string): string;
  (key: string, options: Record<string, unknown>): string;
}

export const RTL_LANGUAGES = new Set(['ar']);

/** Adds (or replaces) a namespace's texts for one language. */
export function addResources(lng: string, ns: string, resources: Record<string, unknown>) {
  i18n.addResourceBundle(lng, ns, resources, true, true);
}

export function directionOf(lng: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(lng) ? 'rtl' : 'ltr';
}

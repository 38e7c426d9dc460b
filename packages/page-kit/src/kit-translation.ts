import { i18n, useTranslation } from '@sp/i18n';
import { useMatches } from '@sp/router';
import { KIT_NS, kitTexts } from './texts';

/** Adds the kit's texts in every language once (a later switch then finds them at once). */
export function ensureKitTexts() {
  for (const [lng, texts] of Object.entries(kitTexts)) {
    if (
      !i18n.hasResourceBundle(lng, KIT_NS) ||
      !i18n.getResource(lng, KIT_NS, 'validation.required')
    ) {
      i18n.addResourceBundle(lng, KIT_NS, texts, true, false);
    }
  }
}

/** The namespace of the remote whose page is showing: the shell and the dev host set it. */
export function useRouteNamespace(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const ns = (matches[i]?.handle as { ns?: string } | undefined)?.ns;
    if (ns) return ns;
  }
  return undefined;
}

/**
 * `t` over the page's remote namespace, falling back to the kit's generic texts: a remote
 * overrides a generic text by defining the same key.
 */
export function useKitTranslation(ns?: string) {
  ensureKitTexts();
  const routeNs = useRouteNamespace();
  const own = ns ?? routeNs;
  // nsMode 'fallback': a key missing from the remote's texts is looked up in the kit's.
  return useTranslation(own ? [own, KIT_NS] : [KIT_NS], { nsMode: 'fallback' });
}

import { LANGUAGES } from '@sp/contracts';
import { directionOf, i18n, type BackendModule } from '@sp/i18n';
import { useAuthStore } from '@sp/shared-auth';
import { uiTranslations } from '@sp/ui';

/** SPEC section 4: a language change sets <html lang>, stores it and sets the direction. */
function applyLanguage(lng: string) {
  document.documentElement.lang = lng;
  document.documentElement.dir = directionOf(lng);
  useAuthStore.getState().setLanguage(lng);
}

type Texts = Record<string, unknown>;

/** The shell's texts, one chunk per language: the sign-in page downloads its own language only (DESIGN.md section 8). */
const SHELL_TEXTS: Record<string, () => Promise<{ default: Texts }>> = {
  en: () => import('./locales/en.json'),
  fr: () => import('./locales/fr.json'),
  ar: () => import('./locales/ar.json'),
};

/**
 * An i18next backend: a language's texts are fetched the first time it is used (at start,
 * or by changeLanguage, which waits for them). The remotes' namespaces are not its own
 * (the shell adds them with addResources): a language that has none of a namespace yet
 * gets an empty bundle for it, so its pages show the fallback texts at once, as they did
 * when every language was bundled, rather than wait on a load that never comes.
 */
const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, done) {
    if (ns === 'ui') return done(null, uiTranslations[lng as keyof typeof uiTranslations] ?? {});
    const load = ns === 'shell' ? SHELL_TEXTS[lng] : undefined;
    if (!load) return done(null, {});
    load().then(
      (texts) => {
        const others = new Set(Object.values(i18n.store.data).flatMap((bundles) => Object.keys(bundles)));
        for (const other of others) if (other !== ns && other !== 'ui' && !i18n.hasResourceBundle(lng, other)) i18n.addResourceBundle(lng, other, {});
        done(null, texts.default);
      },
      (error: Error) => done(error, false),
    );
  },
};

export async function setupI18n(defaultLanguage = 'en') {
  const stored = useAuthStore.getState().language;
  const lng = stored && (LANGUAGES as readonly string[]).includes(stored) ? stored : defaultLanguage;
  await i18n.use(backend).init({
    lng,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: ['shell', 'ui'],
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
  });
  i18n.on('languageChanged', applyLanguage);
  applyLanguage(i18n.language);
}

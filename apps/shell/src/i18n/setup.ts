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

type Loader = () => Promise<{ default: Texts }>;

/**
 * The shell's texts, one chunk per language, in two parts (DESIGN.md section 8): what the
 * pages anyone may see need (sign-in and the other auth pages, errors, maintenance, titles,
 * module names), and the rest (menus, settings, dashboard, account,
 * gallery...), loaded with the default layout or a page that needs it (`loadAppTexts`).
 * The sign-in page downloads the first part of its own language only.
 */
const SHELL_TEXTS: Record<string, Loader> = {
  en: () => import('./locales/en.texts'),
  fr: () => import('./locales/fr.texts'),
  ar: () => import('./locales/ar.texts'),
};
const APP_TEXTS: Record<string, Loader> = {
  en: () => import('./locales/en.app.json'),
  fr: () => import('./locales/fr.app.json'),
  ar: () => import('./locales/ar.app.json'),
};

/** Set once the second part is wanted: from then on every language loads both. */
let appTexts: Promise<void> | undefined;

/**
 * The second part of the shell's texts, for every language loaded and from now on. The
 * default layout and the pages using those texts wait for it before they render.
 */
export function loadAppTexts(): Promise<void> {
  appTexts ??= Promise.all(
    Object.keys(i18n.store.data)
      .filter((lng) => i18n.hasResourceBundle(lng, 'shell') && APP_TEXTS[lng])
      .map(async (lng) =>
        i18n.addResourceBundle(lng, 'shell', (await APP_TEXTS[lng]!()).default, true, true),
      ),
  ).then(() => undefined);
  return appTexts;
}

/**
 * An i18next backend: a language's texts are fetched the first time it is used (at start,
 * or by changeLanguage, which waits for them). The remotes' namespaces are not its own
 * (the shell adds them with addResources): a language that has none of a namespace yet
 * gets an empty bundle for it, so its pages show the fallback texts at once, as they did
 * when every language was bundled, rather than wait on a load that never comes.
 */
export const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, done) {
    if (ns === 'ui') return done(null, uiTranslations[lng as keyof typeof uiTranslations] ?? {});
    const load = ns === 'shell' ? SHELL_TEXTS[lng] : undefined;
    if (!load) return done(null, {});
    // Whether the second part is wanted is read when the texts are handed over (in the same
    // task): a language loading while loadAppTexts starts gets it too.
    const finish = (texts: Texts, withApp: boolean) => {
      if (appTexts && !withApp) {
        APP_TEXTS[lng]!().then(
          (app) => finish({ ...texts, ...app.default }, true),
          (error: Error) => done(error, false),
        );
        return;
      }
      const others = new Set(
        Object.values(i18n.store.data).flatMap((bundles) => Object.keys(bundles)),
      );
      for (const other of others)
        if (other !== ns && other !== 'ui' && !i18n.hasResourceBundle(lng, other))
          i18n.addResourceBundle(lng, other, {});
      done(null, texts);
    };
    load().then(
      (texts) => finish(texts.default, false),
      (error: Error) => done(error, false),
    );
  },
};

/** i18next's options, also used by the build-time render of the sign-in page. */
export const I18N_OPTIONS = {
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: ['shell', 'ui'],
  defaultNS: 'shell',
  interpolation: { escapeValue: false },
};

export async function setupI18n(defaultLanguage = 'en') {
  const stored = useAuthStore.getState().language;
  const lng =
    stored && (LANGUAGES as readonly string[]).includes(stored) ? stored : defaultLanguage;
  await i18n.use(backend).init({ ...I18N_OPTIONS, lng });
  i18n.on('languageChanged', applyLanguage);
  applyLanguage(i18n.language);
}

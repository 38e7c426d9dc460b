import { LANGUAGES } from '@sp/contracts';
import { directionOf, i18n } from '@sp/i18n';
import { useAuthStore } from '@sp/shared-auth';
import { uiTranslations } from '@sp/ui';
import ar from './locales/ar.json';
import en from './locales/en.json';
import fr from './locales/fr.json';

/** SPEC section 4: a language change sets <html lang>, stores it and sets the direction. */
function applyLanguage(lng: string) {
  document.documentElement.lang = lng;
  document.documentElement.dir = directionOf(lng);
  useAuthStore.getState().setLanguage(lng);
}

export async function setupI18n(defaultLanguage = 'en') {
  const stored = useAuthStore.getState().language;
  const lng = stored && (LANGUAGES as readonly string[]).includes(stored) ? stored : defaultLanguage;
  await i18n.init({
    lng,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: ['shell', 'ui'],
    defaultNS: 'shell',
    resources: {
      en: { shell: en, ui: uiTranslations.en },
      fr: { shell: fr, ui: uiTranslations.fr },
      ar: { shell: ar, ui: uiTranslations.ar },
    },
    interpolation: { escapeValue: false },
  });
  i18n.on('languageChanged', applyLanguage);
  applyLanguage(i18n.language);
}

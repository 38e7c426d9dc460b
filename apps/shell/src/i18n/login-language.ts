import { i18n } from '@sp/i18n';

/** Each language named in itself (the sign-in page's choice and the header's menu). */
export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
};

const KEY = 'sp-login-language';

/**
 * A language picked on the sign-in page wins for that browser session (issue 36): signing
 * in then keeps it rather than switching to the profile's language. Kept in sessionStorage,
 * so the next session starts from the profile's language again.
 */
export async function pickLoginLanguage(lng: string) {
  try {
    sessionStorage.setItem(KEY, lng);
  } catch {
    // storage refused (private mode): the choice still holds for this page
  }
  await i18n.changeLanguage(lng);
}

/** The language picked on the sign-in page in this session, if any. */
export function loginLanguagePicked(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

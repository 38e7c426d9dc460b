// What scripts/prerender.mjs runs in Node at build time.
import { LANGUAGES } from '@sp/contracts';
import { RTL_LANGUAGES } from '@sp/i18n';
import { STORAGE_KEYS } from '@sp/shared-auth';
import { choosePrerender, type ChooseConfig } from './choose';
import { loginVariants } from './login-variants';
import { APP_TITLE_TOKEN } from './variant';

export { loginVariants };

/** The inline script of index.html: choosePrerender's text, called with its settings. */
export function chooserScript(): string {
  const config: ChooseConfig = {
    languages: LANGUAGES,
    rtl: [...RTL_LANGUAGES],
    token: APP_TITLE_TOKEN,
    storage: { accessToken: STORAGE_KEYS.accessToken, language: STORAGE_KEYS.language },
  };
  return `(${choosePrerender.toString()})(${JSON.stringify(config)});`;
}

export interface ChooseConfig {
  /** The languages a stored choice may name (as setupI18n accepts them). */
  languages: readonly string[];
  /** The languages written right to left. */
  rtl: readonly string[];
  token: string;
  storage: { accessToken: string; language: string };
}

/**
 * Runs inline in index.html, before any script loads: on /login, for a visitor with no
 * session, it shows the prerendered sign-in page the app is about to render (same
 * language, layout, theme and title, decided as the app decides them) in #sp-prerender, so
 * the form paints at once; the app renders into #root beside it and takes over (take-over.ts).
 * It reads the tenant the API wrote into the page (#sp-tenant). It must stay self-contained:
 * it is inlined as text (Function#toString).
 */
export function choosePrerender(config: ChooseConfig) {
  try {
    if (location.pathname !== '/login' || localStorage.getItem(config.storage.accessToken)) return;
    const data = document.getElementById('sp-tenant');
    const target = document.getElementById('sp-prerender');
    if (!data || !target) return;
    const tenant = JSON.parse(data.textContent || '{}') as {
      appTitle: string;
      defaultLanguage: string;
      authLayout: string;
    };
    const stored = localStorage.getItem(config.storage.language);
    const language =
      stored && config.languages.indexOf(stored) >= 0 ? stored : tenant.defaultLanguage;
    const template = document.getElementById(
      `sp-login-${language}-${tenant.authLayout}`,
    ) as HTMLTemplateElement | null;
    if (!template) return;
    // The theme cookie is named after the app title, as settings/cookies.ts names it.
    const prefix = tenant.appTitle.trim().replace(/[^A-Za-z0-9!#$%&'*+.^_`|~-]+/g, '-') || 'SP';
    const cookie = (name: string) =>
      (`; ${document.cookie}`.split(`; ${prefix}-${name}=`)[1] || '').split(';')[0];
    const theme = cookie('theme');
    const dark =
      theme === 'dark' ||
      (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    const html = document.documentElement;
    html.lang = language;
    html.dir = config.rtl.indexOf(language) >= 0 ? 'rtl' : 'ltr';
    html.className = dark ? 'dark' : 'light';
    html.style.colorScheme = dark ? 'dark' : 'light';
    html.dataset.skin = cookie('skin') || 'default';
    document.title = tenant.appTitle;
    const title = document.createElement('span');
    title.textContent = tenant.appTitle;
    target.innerHTML = template.innerHTML.split(config.token).join(title.innerHTML);
    // Never a native submit (it would put the password in the address): the app submits
    // the form for the visitor once it has taken over (take-over.ts).
    target.addEventListener('submit', (event) => {
      event.preventDefault();
      target.dataset.submitted = '';
    });
  } catch {
    // a blocked storage or a malformed page: the app renders as usual
  }
}

import { LANGUAGES } from '@sp/contracts';
import { i18n } from '@sp/i18n';
import { createMemoryRouter, RouterProvider } from '@sp/router';
import { UiProvider } from '@sp/ui';
import { renderStatic } from '@sp/ui/server';
import { backend, I18N_OPTIONS } from '../i18n/setup';
import { BlankLayout } from '../layouts/blank-layout';
import { LoginPage } from '../routes/login';
import { FALLBACK_TENANT, useTenantStore } from '../tenant/tenant-store';
import { APP_TITLE_TOKEN, LAYOUTS, variantId } from './variant';

/**
 * Build time (Node): the sign-in page in each language and auth layout, the same
 * components the browser renders, with a token where the tenant's title goes. The build
 * writes them into index.html (scripts/prerender.mjs), where a few lines pick the visit's
 * one before any script loads (./choose.ts), so the form paints at once.
 */
export async function loginVariants() {
  await i18n.use(backend).init({ ...I18N_OPTIONS, lng: 'en' });
  const variants: Record<string, string> = {};
  const rules: Record<string, string> = {};
  for (const language of LANGUAGES) {
    await i18n.changeLanguage(language);
    for (const authLayout of LAYOUTS) {
      // On a server, zustand renders a store's initial state (getServerSnapshot): set it there.
      useTenantStore.getInitialState().tenant = {
        ...FALLBACK_TENANT,
        appTitle: APP_TITLE_TOKEN,
        authLayout,
      };
      const router = createMemoryRouter(
        [
          {
            path: '/login',
            element: (
              <BlankLayout>
                <LoginPage />
              </BlankLayout>
            ),
          },
        ],
        { initialEntries: ['/login'] },
      );
      const page = await renderStatic(
        <UiProvider>
          <RouterProvider router={router} />
        </UiProvider>,
      );
      variants[variantId(language, authLayout)] = page.html;
      Object.assign(rules, page.rules);
    }
  }
  return { variants, css: Object.values(rules).join('') };
}

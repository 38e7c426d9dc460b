import { QueryClient, QueryClientProvider } from '@sp/api-client';
import type { RemoteModule } from '@sp/contracts';
import { addResources, i18n } from '@sp/i18n';
import { createBrowserRouter, RouterProvider, type RouteObject } from '@sp/router';
import { UiProvider, uiTranslations } from '@sp/ui';
import { createRoot } from 'react-dom/client';
import { StandaloneLayout } from './standalone-layout';

/**
 * Renders one remote on its own (`pnpm --filter <name> dev`), inside the providers the
 * shell gives it: one Chakra system, i18next, the auth store and the query client.
 * The API is proxied by the remote's dev server; sign in once and the pages work.
 */
export async function renderStandalone(remote: RemoteModule) {
  await i18n.init({
    lng: localStorage.getItem('language') ?? 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  for (const lng of ['en', 'fr', 'ar'] as const) {
    addResources(lng, 'ui', uiTranslations[lng]);
    addResources(lng, remote.id, await remote.translations[lng]());
  }
  const routes = remote.routes.map((r) => ({ ...r, handle: { ...r.handle, ns: remote.id } }));
  const router = createBrowserRouter([
    { path: '/', element: <StandaloneLayout remote={remote} />, children: routes as RouteObject[] },
  ]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  createRoot(document.getElementById('root')!).render(
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>,
  );
}

import { Outlet } from '@sp/router';
import { FullPageLoader, preloadIcons } from '@sp/ui';
import { lazy, Suspense } from 'react';
import { RouteGuard } from '../guard/route-guard';
import { useRouteHandle } from '../guard/use-route-handle';
import { loadAppTexts } from '../i18n/setup';
import { TopLoadingBar } from '../loading-bar/top-loading-bar';
import { useDocumentTitle } from '../lib/use-document-title';
import { useScrollBehaviour } from '../lib/use-scroll-behaviour';
import { BlankLayout } from './blank-layout';

// The default layout (menus, search, bell...) is its own chunk: the sign-in page never loads
// it, nor the shell's texts and the icons it needs (nor do its pages: they render inside it).
const DefaultLayout = lazy(() =>
  Promise.all([import('./default-layout'), loadAppTexts(), preloadIcons()]).then(([m]) => ({
    default: m.DefaultLayout,
  })),
);
// react-query, likewise: pages of the default layout and the modules' pages have it.
const QueryProvider = lazy(() =>
  import('../lib/query-client').then((m) => ({ default: m.QueryProvider })),
);

/** Every page: loading bar, scroll, title, the guard, then the layout its handle asks for. */
export function RootLayout() {
  const { layout, ns } = useRouteHandle();
  useScrollBehaviour();
  useDocumentTitle();
  const Layout = layout === 'blank' ? BlankLayout : DefaultLayout;
  const page = (
    <Layout>
      <Outlet />
    </Layout>
  );
  return (
    <>
      <TopLoadingBar />
      <RouteGuard>
        <Suspense fallback={<FullPageLoader />}>
          {layout === 'blank' && !ns ? page : <QueryProvider>{page}</QueryProvider>}
        </Suspense>
      </RouteGuard>
    </>
  );
}

import { Outlet } from '@sp/router';
import { FullPageLoader } from '@sp/ui';
import { lazy, Suspense } from 'react';
import { RouteGuard } from '../guard/route-guard';
import { useRouteHandle } from '../guard/use-route-handle';
import { TopLoadingBar } from '../loading-bar/top-loading-bar';
import { useDocumentTitle } from '../lib/use-document-title';
import { useScrollBehaviour } from '../lib/use-scroll-behaviour';
import { BlankLayout } from './blank-layout';

// The default layout (menus, search, bell...) is its own chunk: the sign-in page never loads it.
const DefaultLayout = lazy(() => import('./default-layout').then((m) => ({ default: m.DefaultLayout })));
// react-query, likewise: pages of the default layout and the modules' pages have it.
const QueryProvider = lazy(() => import('../lib/query-client').then((m) => ({ default: m.QueryProvider })));

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

import { Outlet } from '@sp/router';
import { RouteGuard } from '../guard/route-guard';
import { useRouteHandle } from '../guard/use-route-handle';
import { TopLoadingBar } from '../loading-bar/top-loading-bar';
import { useDocumentTitle } from '../lib/use-document-title';
import { useScrollBehaviour } from '../lib/use-scroll-behaviour';
import { BlankLayout } from './blank-layout';
import { DefaultLayout } from './default-layout';

/** Every page: loading bar, scroll, title, the guard, then the layout its handle asks for. */
export function RootLayout() {
  const { layout } = useRouteHandle();
  useScrollBehaviour();
  useDocumentTitle();
  const Layout = layout === 'blank' ? BlankLayout : DefaultLayout;
  return (
    <>
      <TopLoadingBar />
      <RouteGuard>
        <Layout>
          <Outlet />
        </Layout>
      </RouteGuard>
    </>
  );
}

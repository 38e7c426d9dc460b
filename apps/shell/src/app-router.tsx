import { MODULE_CATALOG } from '@sp/contracts';
import { createBrowserRouter, RouterProvider, type RouteObject } from '@sp/router';
import { useEffect, useMemo, useState } from 'react';
import { moduleRoutes } from './federation/module-routes';
import { useModuleRegistry, type ModuleState } from './federation/module-registry';
import { mustRebuild } from './federation/router-rebuild';
import { setShellNavigator } from './lib/http';
import { setPreloadRoutes } from './lib/preload';
import { ModulePlaceholder } from './routes/module-placeholder';
import { shellRoutes } from './routes/shell-routes';

/**
 * Paths of catalogued modules the registry does not hold (yet): before sign-in the tenant's
 * modules are unknown, and /orders must still be guarded as signed-in-only (the guard then
 * sends an anonymous visitor to login with `to`), not fall through to the public not-found.
 */
function placeholderRoutes(modules: Record<string, ModuleState>): RouteObject[] {
  const known = new Set(Object.values(modules).flatMap((m) => m.basePaths));
  return Object.values(MODULE_CATALOG)
    .flatMap((m) => m.basePaths)
    .filter((base, i, all) => !known.has(base) && all.indexOf(base) === i)
    .map((base) => ({ path: `${base.slice(1)}/*`, element: <ModulePlaceholder /> }));
}

/**
 * One router for the shell's pages and every remote's. It is rebuilt when a module
 * settles (loaded, or unavailable), which happens a few times at sign-in, never per page,
 * and only when the page on screen is concerned (federation/router-rebuild.ts).
 */
const keys = new WeakMap<object, number>();
let nextKey = 0;
function routerKey(router: object) {
  if (!keys.has(router)) keys.set(router, nextKey++);
  return keys.get(router);
}

function NothingYet() {
  return null;
}

/**
 * Each lazy route shows nothing while its module loads at start (on /login the prerendered
 * page is on screen): the layouts above it render as they are. A fallback on the root
 * instead would blank the whole page at every router rebuild.
 */
function withHydrateFallbacks(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    ...(route.lazy && !route.HydrateFallback ? { HydrateFallback: NothingYet } : {}),
    ...(route.children ? { children: withHydrateFallbacks(route.children) } : {}),
  })) as RouteObject[];
}

const routesFor = (modules: Record<string, ModuleState>) =>
  shellRoutes([...moduleRoutes(modules), ...placeholderRoutes(modules)]);

export function AppRouter() {
  const modules = useModuleRegistry((s) => s.modules);
  const routes = useMemo(() => routesFor(modules), [modules]);
  // What the router was built from: it lags behind the registry while the modules that
  // changed are not on screen, so a late remote never remounts another's page.
  const [built, setBuilt] = useState({ modules, routes });
  // A rebuilt router starts where the previous one was.
  const router = useMemo(() => createBrowserRouter(withHydrateFallbacks(built.routes)), [built]);
  useEffect(() => {
    setShellNavigator((path) => void router.navigate(path));
    return () => {
      setShellNavigator(undefined);
      router.dispose();
    };
  }, [router]);
  useEffect(() => {
    setPreloadRoutes(routes); // hovering a link loads the newest pages
    if (modules === built.modules) return;
    const rebuildAt = (pathname: string) => {
      if (mustRebuild(built.modules, modules, pathname)) setBuilt({ modules, routes });
    };
    rebuildAt(router.state.location.pathname);
    // Else when the user reaches a changed path (the old router shows it a waiting page).
    return router.subscribe((state) => rebuildAt(state.location.pathname));
  }, [modules, routes, built, router]);
  // RouterProvider keeps the state of the first router it was given: a rebuilt router
  // needs a fresh provider, or its matches never show.
  return <RouterProvider key={routerKey(router)} router={router} />;
}

import { createBrowserRouter, RouterProvider } from '@sp/router';
import { useEffect, useMemo } from 'react';
import { moduleRoutes } from './federation/module-routes';
import { useModuleRegistry } from './federation/module-registry';
import { shellRoutes } from './routes/shell-routes';

/**
 * One router for the shell's pages and every remote's. It is rebuilt when a module
 * settles (loaded, or unavailable), which happens a few times at sign-in, never per page.
 */
export function AppRouter() {
  const modules = useModuleRegistry((s) => s.modules);
  const router = useMemo(() => createBrowserRouter(shellRoutes(moduleRoutes(modules))), [modules]);
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}

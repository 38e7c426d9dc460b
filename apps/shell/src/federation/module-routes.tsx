import type { RemoteRoute } from '@sp/contracts';
import type { RouteObject } from '@sp/router';
import type { ModuleState } from './module-registry';
import { ModuleLoading, ModuleUnavailable, RemoteCrashed } from './module-pages';

/** Paths of a module's routes: '/orders' -> 'orders/*' under the root layout. */
function splat(base: string) {
  return `${base.replace(/^\//, '')}/*`;
}

/** A remote route, with the shell's error element so a crashing page stays inside it. */
function adopt(route: RemoteRoute, name: string): RouteObject {
  const { children, index, handle, ...rest } = route;
  const common = {
    ...rest,
    handle: { ...handle, ns: name },
    errorElement: <RemoteCrashed name={name} />,
  };
  if (index) return { ...common, index: true } as RouteObject;
  return { ...common, children: children?.map((child) => adopt(child, name)) } as RouteObject;
}

/** Every module's routes: its own when loaded, a waiting or unavailable page otherwise. */
export function moduleRoutes(modules: Record<string, ModuleState>): RouteObject[] {
  return Object.values(modules).flatMap((module): RouteObject[] => {
    if (module.status === 'ready') return module.remote.routes.map((r) => adopt(r, module.name));
    const element =
      module.status === 'loading' ? <ModuleLoading /> : <ModuleUnavailable name={module.name} />;
    return module.basePaths.map((base) => ({
      path: splat(base),
      element,
      // Guard: an unavailable module's pages need a signed-in user like the pages they stand for.
      handle: { titleKey: `shell:modules.${module.name}` },
    }));
  });
}

import { matchRoutes, type RouteObject } from '@sp/router';

let routes: RouteObject[] = [];
const started = new Set<string>();

/** The router's current route tree (set by AppRouter whenever it is rebuilt). */
export function setPreloadRoutes(next: RouteObject[]) {
  routes = next;
  started.clear();
}

/**
 * Starts loading the page chunk of `path` (calls the matched routes' `lazy`), so a
 * remote's page is ready by the time the user clicks. Loading twice is harmless: the
 * module system caches the chunk.
 */
export function preloadPath(path: string) {
  if (started.has(path)) return;
  started.add(path);
  for (const match of matchRoutes(routes, path) ?? []) {
    const lazy = match.route.lazy;
    if (typeof lazy === 'function') {
      Promise.resolve(lazy()).catch(() => started.delete(path));
    }
  }
}

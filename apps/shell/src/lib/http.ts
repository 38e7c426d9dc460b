import type * as Http from '@sp/http';
import { useMaintenanceStore } from '../maintenance/maintenance-store';

/**
 * @sp/http (and ky behind it) is not in the startup graph: the sign-in page downloads it
 * on its first API call (DESIGN.md section 8). Whoever needs it first loads it here, which
 * plugs the shell's maintenance page and router into it before any call goes out. Pages
 * that import it statically are preceded by this (see `page` in shell-routes), and so are
 * remotes (ModulesLoader loads it to read the tenant's modules).
 */
let loaded: Promise<typeof Http> | undefined;
let navigate: ((path: string) => void) | undefined;

export function loadHttp(): Promise<typeof Http> {
  loaded ??= import('@sp/http').then(
    (http) => {
      http.setMaintenanceHandler(() => useMaintenanceStore.getState().enter());
      http.setNavigator((path) => (navigate ? navigate(path) : window.location.assign(path)));
      return http;
    },
    (error: unknown) => {
      // A lost chunk (network blip, new deploy) must not stick: the next call tries again.
      loaded = undefined;
      throw error;
    },
  );
  return loaded;
}

/** How the client changes page: the current router (set by AppRouter whenever it is rebuilt). */
export function setShellNavigator(next: ((path: string) => void) | undefined) {
  navigate = next;
}

import type { AbilityNeed, RouteHandle } from '@sp/contracts';

export type Role = 'super_admin' | 'admin' | 'agent';

/** What the guard knows about one navigation. */
export interface GuardInput {
  pathname: string;
  /** The query string of the attempted URL, with or without the leading '?'. */
  search: string;
  /** The merged handle of the matched routes (deepest wins). */
  handle: RouteHandle;
  signedIn: boolean;
  role?: Role | null;
  can: (action: AbilityNeed['action'], subject: string) => boolean;
}

export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string };

const allow: GuardDecision = { type: 'allow' };
const redirect = (to: string): GuardDecision => ({ type: 'redirect', to });

/** SPEC C11: where / sends a signed-in user. */
export function landingPath(role: Role | null | undefined): string {
  return role === 'super_admin' || role === 'admin' ? '/admin/dashboard' : '/dashboard';
}

/** /login with the original query plus `to` (omitted for /), SPEC section 2. */
export function loginPath(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  if (pathname !== '/') {
    query.delete('to');
    query.set('to', pathname);
  }
  const text = query.toString();
  return text ? `/login?${text}` : '/login';
}

/**
 * The route guard of SPEC section 2 and C11, as a pure function: run before every
 * navigation with the matched route's handle.
 */
export function guardDecision({
  pathname,
  search,
  handle,
  signedIn,
  role,
  can,
}: GuardInput): GuardDecision {
  if (pathname === '/') {
    return signedIn ? redirect(landingPath(role)) : redirect(loginPath('/', search));
  }
  if (handle.public) return allow;
  if (handle.unauthOnly) return signedIn ? redirect('/dashboard') : allow;
  // A route without action/subject (account pages, a module still loading) needs a signed-in user only.
  const permitted =
    handle.action && handle.subject ? signedIn && can(handle.action, handle.subject) : signedIn;
  if (permitted) return allow;
  return signedIn ? redirect('/not-authorized') : redirect(loginPath(pathname, search));
}

/** Merges the handles of matched routes, the deepest route's fields winning. */
export function mergeHandles(handles: (RouteHandle | undefined | null)[]): RouteHandle {
  return handles.reduce<RouteHandle>((merged, h) => (h ? { ...merged, ...h } : merged), {});
}

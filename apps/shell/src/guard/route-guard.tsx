import { Navigate, useLocation } from '@sp/router';
import { guardDecision, isSignedIn, useAuthStore } from '@sp/shared-auth';
import type { ReactNode } from 'react';
import { usePostLogin } from '../auth/post-login';
import { useRouteHandle } from './use-route-handle';

export interface RouteGuardProps {
  children: ReactNode;
}

/** SPEC section 2's guard, before every page: the decision is shared-auth's guardDecision. */
export function RouteGuard({ children }: RouteGuardProps) {
  const { pathname, search } = useLocation();
  const handle = useRouteHandle();
  const signedIn = useAuthStore(isSignedIn);
  const role = useAuthStore((s) => s.userData?.role);
  const ability = useAuthStore((s) => s.ability);
  const afterSignIn = usePostLogin((s) => s.target);
  const decision = guardDecision({
    pathname,
    search,
    handle,
    signedIn,
    role,
    can: (action, subject) => ability.can(action, subject),
  });
  if (decision.type === 'redirect') {
    // Just signed in on the login page: go where the user was heading (its `to`).
    const to = handle.unauthOnly && signedIn && afterSignIn ? afterSignIn : decision.to;
    return <Navigate to={to} replace />;
  }
  return children;
}

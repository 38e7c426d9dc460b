import { Navigate, useLocation } from '@sp/router';
import { guardDecision, isSignedIn, useAuthStore } from '@sp/shared-auth';
import type { ReactNode } from 'react';
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
  const decision = guardDecision({
    pathname,
    search,
    handle,
    signedIn,
    role,
    can: (action, subject) => ability.can(action, subject),
  });
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  return children;
}

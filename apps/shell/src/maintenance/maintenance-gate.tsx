import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { fetchPublicTenant } from '../tenant/tenant-store';
import { useMaintenanceStore } from './maintenance-store';

// Not on /login's bytes: fetched when the API first says it is in maintenance (static
// files are still served then).
const UnderMaintenancePage = lazy(() =>
  import('../routes/under-maintenance').then((m) => ({ default: m.UnderMaintenancePage })),
);

/** How often the API is asked again while it reports maintenance. */
export const MAINTENANCE_RETRY_MS = 5000;

export interface MaintenanceGateProps {
  children: ReactNode;
}

/** While the API answers 503 `maintenance`, the under-maintenance page, retried until it is back. */
export function MaintenanceGate({ children }: MaintenanceGateProps) {
  const active = useMaintenanceStore((s) => s.active);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      fetchPublicTenant()
        .then(() => {
          useMaintenanceStore.getState().leave();
          // the query client is its own chunk (not on the sign-in page): loaded here if need be
          void import('../lib/query-client').then(({ queryClient }) =>
            queryClient.invalidateQueries(),
          );
        })
        .catch(() => {});
    }, MAINTENANCE_RETRY_MS);
    return () => clearInterval(timer);
  }, [active]);
  return active ? (
    <Suspense fallback={null}>
      <UnderMaintenancePage waiting />
    </Suspense>
  ) : (
    children
  );
}

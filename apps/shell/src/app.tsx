import { isSignedIn, useAuthStore } from '@sp/shared-auth';
import { AppToaster, UiProvider } from '@sp/ui';
import { useEffect } from 'react';
import { AppRouter } from './app-router';
import { ModulesLoader } from './federation/modules-loader';
import { MaintenanceGate } from './maintenance/maintenance-gate';
import { useApplySettings } from './settings/use-apply-settings';
import { useTenantStore } from './tenant/tenant-store';

/** Push: at start and at each sign-in, only when the tenant configures Firebase. */
function PushSetup() {
  const firebase = useTenantStore((s) => s.tenant.firebase);
  const signedIn = useAuthStore(isSignedIn);
  useEffect(() => {
    if (firebase) void import('./push/push').then(({ setupPush }) => setupPush(firebase));
  }, [firebase, signedIn]);
  return null;
}

function Settings() {
  useApplySettings();
  return null;
}

export function App() {
  return (
    <UiProvider>
      <Settings />
      <PushSetup />
      <AppToaster />
      <MaintenanceGate>
        <ModulesLoader />
        <AppRouter />
      </MaintenanceGate>
    </UiProvider>
  );
}

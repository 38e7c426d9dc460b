import { isSignedIn, useAuthStore } from '@sp/shared-auth';
import { useEffect } from 'react';
import { loadHttp } from '../lib/http';
import { useModuleRegistry } from './module-registry';

/** Loads the signed-in user's tenant modules; forgets them at sign-out. */
export function ModulesLoader() {
  const signedIn = useAuthStore(isSignedIn);
  const tenantId = useAuthStore((s) => s.userData?.tenantId);
  useEffect(() => {
    const { load, reset } = useModuleRegistry.getState();
    if (!signedIn) return reset();
    let cancelled = false;
    loadHttp()
      .then(({ tenantApi }) => tenantApi.modules())
      .then(({ modules }) => {
        if (!cancelled) void load(modules);
      })
      .catch((error: unknown) => console.error('Could not read the tenant modules', error));
    return () => {
      cancelled = true;
    };
  }, [signedIn, tenantId]);
  return null;
}

import { isUnderBasePath } from '@sp/contracts';
import { useLocation } from '@sp/router';
import { useModuleRegistry } from '../federation/module-registry';
import { ModuleLoading } from '../federation/module-pages';
import { NotFoundPage } from './not-found';

/**
 * A catalogued module's path: loading while the tenant's modules are read, or while the
 * router is about to be rebuilt with a module of the tenant that serves it
 * (app-router.tsx); else not found.
 */
export function ModulePlaceholder() {
  const { pathname } = useLocation();
  const absent = useModuleRegistry((s) => {
    const modules = Object.values(s.modules);
    return (
      modules.length > 0 &&
      !modules.some((m) => m.basePaths.some((base) => isUnderBasePath(pathname, base)))
    );
  });
  return absent ? <NotFoundPage /> : <ModuleLoading />;
}

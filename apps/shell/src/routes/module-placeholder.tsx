import { useModuleRegistry } from '../federation/module-registry';
import { ModuleLoading } from '../federation/module-pages';
import { NotFoundPage } from './not-found';

/** A catalogued module's path: loading while the tenant's modules are read, else not found. */
export function ModulePlaceholder() {
  const settled = useModuleRegistry((s) => Object.keys(s.modules).length > 0);
  return settled ? <NotFoundPage /> : <ModuleLoading />;
}

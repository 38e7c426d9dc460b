/**
 * The modules the platform knows, declared once in module-catalog.json (also read by the
 * API's tenant schema, the dev ports, eslint and the bench). The
 * tenant's module list (GET /api/tenant/modules) names which are enabled and where each is
 * deployed; this catalogue lets the shell route a module's paths to a "module unavailable"
 * page even when the remote could not be loaded at all, and `contractProblems` checks a
 * remote's base paths against it.
 */
import catalog from './module-catalog.json';
import type { Subject } from './abilities';

export type TenantKind = 'marketplace' | 'agency';

export interface ModuleInfo {
  basePaths: string[];
  /** Menu order of the module's group; lower first. */
  rank: number;
  /** The tenant kinds that get it by default. */
  kinds: TenantKind[];
  /** The ability subjects it brings: a tenant sees only the subjects of its own modules. */
  subjects: Subject[];
}

export type ModuleName = keyof typeof catalog.modules;

export const MODULE_CATALOG = catalog.modules as Record<ModuleName, ModuleInfo>;
export const MODULE_NAMES = Object.keys(MODULE_CATALOG) as ModuleName[];

/** Whether `path` is one of `base`'s pages ('/orders' holds '/orders' and '/orders/12'), matched case-insensitively as the router does. */
export const isUnderBasePath = (path: string, base: string) => {
  const p = path.toLowerCase();
  const b = base.toLowerCase();
  return p === b || p.startsWith(`${b}/`);
};

/** The modules a new tenant of this kind gets (SPEC C1), in menu order (its own domain before admin). */
export const modulesOfKind = (kind: TenantKind) =>
  MODULE_NAMES.filter((name) => MODULE_CATALOG[name].kinds.includes(kind)).sort(
    (a, b) => MODULE_CATALOG[a].rank - MODULE_CATALOG[b].rank,
  );

export const MARKETPLACE_MODULES = modulesOfKind('marketplace');
export const AGENCY_MODULES = modulesOfKind('agency');

/** Subjects every tenant has, whatever its modules (the shell's own pages). */
export const SHELL_SUBJECTS = catalog.shell.subjects as Subject[];

/** The ability subjects a tenant with these modules deals with (its grid, its audit types). */
export function subjectsOfModules(modules: readonly string[]): Subject[] {
  const own = modules.flatMap((name) => MODULE_CATALOG[name as ModuleName]?.subjects ?? []);
  return [...new Set([...SHELL_SUBJECTS, ...own])];
}

/** The catalogue entry of a module name read at run time (the tenant's list), if known. */
export const moduleInfo = (name: string): ModuleInfo | undefined =>
  (MODULE_CATALOG as Record<string, ModuleInfo | undefined>)[name];

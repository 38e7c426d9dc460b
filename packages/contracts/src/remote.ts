/**
 * The remote contract (DESIGN.md section 3). Each remote exposes `./remote`, whose named
 * export `remote` is built with {@link defineRemote}. The shell merges every remote's
 * routes, menu, widgets, search providers and translations; it never lists them itself.
 */
import type { ComponentType } from 'react';
import { moduleInfo } from './modules';
import { registerAuditVocabulary, type AuditRecordType } from './audit';
import { pageNav, pageRoute, type PageSpec } from './pages';

export type AbilityAction = 'manage' | 'read' | 'create' | 'update' | 'delete';

/** What a route or a nav item needs: `can(action, subject)`. */
export interface AbilityNeed {
  action: AbilityAction;
  subject: string;
}

/** Guard meta, carried in a route's `handle`. */
export interface RouteHandle extends Partial<AbilityNeed> {
  /** Anyone may open it. */
  public?: boolean;
  /** Only anonymous visitors (login, register...). */
  unauthOnly?: boolean;
  layout?: 'default' | 'blank';
  /** i18n key of the page title (document title, breadcrumbs). */
  titleKey?: string;
  /** The i18n namespace of titleKey: set by the shell to the owning remote's id. */
  ns?: string;
}

/** What a route's `lazy` resolves to (React Router's lazy route module). */
export interface RouteModule {
  Component?: ComponentType | null;
  ErrorBoundary?: ComponentType | null;
  loader?: (...args: never[]) => unknown;
}

export interface RemoteRoute {
  path?: string;
  index?: boolean;
  handle?: RouteHandle;
  lazy?: () => Promise<RouteModule>;
  children?: RemoteRoute[];
}

export interface NavItem {
  id: string;
  /** i18n key, in the remote's namespace unless it contains ':' */
  labelKey: string;
  /** An icon name known to @sp/ui's icon set. */
  icon?: string;
  /** Lower ranks come first. */
  rank: number;
  to?: string;
  need?: AbilityNeed;
  /** Only for tenants of this kind (admin serves both kinds with different labels). */
  tenantKind?: 'marketplace' | 'agency';
  children?: NavItem[];
}

/** Where a widget shows: the two dashboards, or the user's own profile page (its cards). */
export type DashboardId = 'dashboard' | 'admin-dashboard' | 'profile';

export interface Widget {
  id: string;
  titleKey: string;
  rank: number;
  size: 'sm' | 'md' | 'lg';
  dashboards: DashboardId[];
  need?: AbilityNeed;
  lazy: () => Promise<{ default: ComponentType }>;
}

export interface SearchHit {
  id: string;
  title: string;
  subtitle?: string;
  to: string;
}

export interface SearchProvider {
  id: string;
  labelKey: string;
  need?: AbilityNeed;
  search: (query: string, signal: AbortSignal) => Promise<SearchHit[]>;
}

export type Language = 'en' | 'fr' | 'ar';
export const LANGUAGES: readonly Language[] = ['en', 'fr', 'ar'];

export type Translations = Record<Language, () => Promise<Record<string, unknown>>>;

export interface RemoteModule {
  /** Same as the federation name and the i18n namespace. */
  id: string;
  /** Every route of the remote lives under it, e.g. '/orders'. Several are allowed. */
  basePaths: string[];
  routes: RemoteRoute[];
  nav: NavItem[];
  widgets: Widget[];
  search: SearchProvider[];
  translations: Translations;
}

/** The remote's menu group: every page's entry goes under it. */
export interface MenuGroup {
  labelKey: string;
  icon: string;
  /** Defaults to the module's rank in the catalogue. */
  rank?: number;
}

/**
 * What a remote states. Either `pages` (each page once: route + menu entry, under `menu`)
 * or raw `routes` and `nav`, or both (pages are added to them). `basePaths` defaults to the
 * module's entry in the catalogue (module-catalog.json).
 */
export type RemoteDefinition = Omit<
  RemoteModule,
  'widgets' | 'search' | 'routes' | 'nav' | 'basePaths'
> &
  Partial<Pick<RemoteModule, 'widgets' | 'search' | 'routes' | 'nav' | 'basePaths'>> & {
    menu?: MenuGroup;
    pages?: PageSpec[];
    /** The record types this remote's domain writes to the audit log (registered on load). */
    audit?: AuditRecordType[];
  };

/** Builds a remote's contract, checking what the shell relies on. */
export function defineRemote(definition: RemoteDefinition): RemoteModule {
  const { menu, pages = [], audit, ...rest } = definition;
  if (!/^[a-z][a-z0-9-]*$/.test(rest.id)) {
    throw new Error(`remote id "${rest.id}" must be kebab-case`);
  }
  const known = moduleInfo(rest.id);
  const basePaths = rest.basePaths ?? known?.basePaths;
  if (!basePaths)
    throw new Error(`remote "${rest.id}" is not in the module catalogue: give its basePaths`);
  for (const base of basePaths) {
    if (!base.startsWith('/')) throw new Error(`basePath "${base}" must start with /`);
  }
  const nav = [...(rest.nav ?? [])];
  const items = pageNav(pages);
  if (items.length > 0) {
    if (!menu) throw new Error(`remote "${rest.id}": pages with a menu entry need a menu group`);
    nav.push({
      id: rest.id,
      labelKey: menu.labelKey,
      icon: menu.icon,
      rank: menu.rank ?? known?.rank ?? 100,
      children: items,
    });
  }
  // The audit page renders what the remotes register, in their own words (audit.ts).
  if (audit) registerAuditVocabulary({ ns: rest.id, recordTypes: audit });
  return {
    widgets: [],
    search: [],
    ...rest,
    basePaths,
    routes: [...(rest.routes ?? []), ...pages.map(pageRoute)],
    nav,
  };
}

/** One entry of GET /api/tenant/modules: which remote, and where it is deployed. */
export interface ModuleEntry {
  name: string;
  manifestUrl: string;
}

/**
 * The remote contract (DESIGN.md section 3). Each remote exposes `./remote`, whose named
 * export `remote` is built with {@link defineRemote}. The shell merges every remote's
 * routes, menu, widgets, search providers and translations; it never lists them itself.
 */
import type { ComponentType } from 'react';

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

export type DashboardId = 'dashboard' | 'admin-dashboard';

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

export type RemoteDefinition = Omit<RemoteModule, 'widgets' | 'search'> &
  Partial<Pick<RemoteModule, 'widgets' | 'search'>>;

/** Builds a remote's contract, checking what the shell relies on. */
export function defineRemote(definition: RemoteDefinition): RemoteModule {
  if (!/^[a-z][a-z0-9-]*$/.test(definition.id)) {
    throw new Error(`remote id "${definition.id}" must be kebab-case`);
  }
  for (const base of definition.basePaths) {
    if (!base.startsWith('/')) throw new Error(`basePath "${base}" must start with /`);
  }
  return { widgets: [], search: [], ...definition };
}

/** One entry of GET /api/tenant/modules: which remote, and where it is deployed. */
export interface ModuleEntry {
  name: string;
  manifestUrl: string;
}

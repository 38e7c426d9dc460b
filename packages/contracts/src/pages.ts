import type { AbilityNeed, NavItem, RemoteRoute, RouteModule } from './remote';
import type { TenantKind } from './modules';

/** What may differ between a page's menu entries (admin serves two tenant kinds). */
export type MenuEntry = Partial<Omit<NavItem, 'to' | 'need'>>;

/**
 * One page of a remote, stated once: it gives both the route (path, guard, title, lazy
 * page) and, unless `menu: false`, its menu entry (same path, ability, title as label).
 */
export interface PageSpec {
  /** The menu entry's id. */
  id: string;
  /** The route path without its leading slash: 'orders', 'orders/:orderId'. */
  path: string;
  /** The ability the page and its menu entry need. */
  need: AbilityNeed;
  /** i18n key (remote namespace) of the page title: document title, breadcrumbs, menu label. */
  titleKey: string;
  /** Menu icon, a name of @sp/ui's icon set. */
  icon?: string;
  /** Only for tenants of this kind (menu entry). */
  tenantKind?: TenantKind;
  /**
   * The page module, lazily: `() => import('./routes/order-list')`, whose `Component`
   * (and optional `ErrorBoundary`, `loader`) React Router renders.
   */
  page: () => Promise<RouteModule>;
  /**
   * The menu: one entry by default; `false` for pages reached from another page (a detail,
   * an "add" form opened from its list); or a list of entries sharing the page's path and
   * ability, each overriding the label, icon, tenant kind or children.
   */
  menu?: false | MenuEntry[];
}

/** The route of a page: guard meta in its handle, the page module loaded on first visit. */
export function pageRoute(spec: PageSpec): RemoteRoute {
  return {
    path: spec.path,
    handle: { ...spec.need, titleKey: spec.titleKey },
    lazy: async () => {
      const { Component, ErrorBoundary, loader } = await spec.page();
      return { Component, ...(ErrorBoundary && { ErrorBoundary }), ...(loader && { loader }) };
    },
  };
}

/** The menu entries of pages, ranked in the order the pages are listed. */
export function pageNav(pages: readonly PageSpec[]): NavItem[] {
  const items: NavItem[] = [];
  for (const spec of pages) {
    if (spec.menu === false) continue;
    for (const entry of spec.menu ?? [{}]) {
      const to = `/${spec.path}`;
      items.push({
        id: spec.id,
        labelKey: spec.titleKey,
        icon: spec.icon,
        rank: items.length + 1,
        to,
        need: spec.need,
        ...(spec.tenantKind && { tenantKind: spec.tenantKind }),
        ...entry,
        // Children of a page entry lead to the same page unless they say otherwise.
        ...(entry.children && {
          children: entry.children.map((c) => ({ to, need: spec.need, ...c })),
        }),
      });
    }
  }
  return items;
}

import { useAuthStore } from '@sp/shared-auth';
import { moduleMenu, type MenuEntry } from '../../federation/module-nav';
import { useModuleRegistry } from '../../federation/module-registry';
import { useTenantStore } from '../../tenant/tenant-store';

/** The shell's own pages in the menu (data, filtered by ability like the modules' entries). */
const SHELL_ENTRIES: (MenuEntry & { need: { action: 'read'; subject: string } })[] = [
  {
    id: 'admin-dashboard',
    labelKey: 'title.adminDashboard',
    ns: 'shell',
    module: 'shell',
    icon: 'chart',
    rank: 0,
    to: '/admin/dashboard',
    need: { action: 'read', subject: 'AdminDashboard' },
  },
  {
    id: 'dashboard',
    labelKey: 'title.dashboard',
    ns: 'shell',
    module: 'shell',
    icon: 'home',
    rank: 1,
    to: '/dashboard',
    need: { action: 'read', subject: 'Dashboard' },
  },
];

/** The whole menu: the shell's dashboards, then every module's entries by rank. */
export function useMenu(): MenuEntry[] {
  const modules = useModuleRegistry((s) => s.modules);
  const ability = useAuthStore((s) => s.ability);
  const kind = useTenantStore((s) => s.tenant.kind);
  const own = SHELL_ENTRIES.filter((e) => ability.can(e.need.action, e.need.subject));
  return [...own, ...moduleMenu(modules, ability, kind)];
}

/** Every entry that leads somewhere, groups flattened (search, shortcuts). */
export function flattenMenu(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((e) => [...(e.to ? [e] : []), ...flattenMenu(e.children ?? [])]);
}

import type { NavItem } from '@sp/contracts';
import type { AppAbility } from '@sp/shared-auth';
import type { ModuleState } from './module-registry';

export interface MenuEntry extends Omit<NavItem, 'children'> {
  /** The i18n namespace its label belongs to. */
  ns: string;
  module: string;
  unavailable?: boolean;
  children?: MenuEntry[];
}

function visible(item: NavItem, ability: AppAbility, kind: string | undefined) {
  if (item.tenantKind && kind && item.tenantKind !== kind) return false;
  return !item.need || ability.can(item.need.action, item.need.subject);
}

function adopt(items: NavItem[], module: string, ability: AppAbility, kind?: string): MenuEntry[] {
  return items
    .filter((item) => visible(item, ability, kind))
    .map(({ children, ...item }) => ({
      ...item,
      ns: module,
      module,
      children: children ? adopt(children, module, ability, kind) : undefined,
    }))
    .filter((entry) => entry.to || entry.children?.length)
    .sort((a, b) => a.rank - b.rank);
}

/** One menu from every module's nav items, filtered by ability and sorted by rank. */
export function moduleMenu(
  modules: Record<string, ModuleState>,
  ability: AppAbility,
  tenantKind?: string,
): MenuEntry[] {
  const entries = Object.values(modules).flatMap((module): MenuEntry[] => {
    if (module.status === 'ready')
      return adopt(module.remote.nav, module.name, ability, tenantKind);
    return [
      {
        id: module.name,
        labelKey: `modules.${module.name}`,
        ns: 'shell',
        module: module.name,
        rank: 1000,
        to: module.basePaths[0],
        unavailable: module.status === 'unavailable',
      },
    ];
  });
  return entries.sort((a, b) => a.rank - b.rank);
}

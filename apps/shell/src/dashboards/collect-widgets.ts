import type { DashboardId, Widget } from '@sp/contracts';
import type { AppAbility } from '@sp/shared-auth';
import type { ModuleState } from '../federation/module-registry';

export interface PlacedWidget extends Widget {
  module: string;
}

/** The widgets ready modules contribute to a dashboard, allowed for the user, by rank. */
export function collectWidgets(
  modules: Record<string, ModuleState>,
  ability: AppAbility,
  dashboard: DashboardId,
): PlacedWidget[] {
  return Object.values(modules)
    .flatMap((m) =>
      m.status === 'ready' ? m.remote.widgets.map((w) => ({ ...w, module: m.name })) : [],
    )
    .filter((w) => w.dashboards.includes(dashboard))
    .filter((w) => !w.need || ability.can(w.need.action, w.need.subject))
    .sort((a, b) => a.rank - b.rank);
}

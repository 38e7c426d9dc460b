import type { Widget } from '@sp/contracts';

const lead = { action: 'read', subject: 'Lead' } as const;
const dashboards: Widget['dashboards'] = ['dashboard', 'admin-dashboard'];

/** The agency's dashboard widgets; they share one /api/agency/dashboard query. */
export const agencyWidgets: Widget[] = [
  {
    id: 'agency-funnel',
    titleKey: 'widgets.funnel',
    rank: 10,
    size: 'lg',
    dashboards,
    need: lead,
    lazy: () => import('./pipeline-funnel'),
  },
  {
    id: 'agency-tasks-today',
    titleKey: 'widgets.tasksToday',
    rank: 11,
    size: 'md',
    dashboards,
    need: { action: 'read', subject: 'Task' },
    lazy: () => import('./tasks-today'),
  },
  {
    id: 'agency-enrolments',
    titleKey: 'widgets.enrolments',
    rank: 12,
    size: 'sm',
    dashboards,
    need: lead,
    lazy: () => import('./enrolments'),
  },
  {
    id: 'agency-commission',
    titleKey: 'widgets.commission',
    rank: 13,
    size: 'sm',
    dashboards,
    need: lead,
    lazy: () => import('./commission-month'),
  },
];

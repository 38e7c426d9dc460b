import { defineRemote, type NavItem, type PageSpec } from '@sp/contracts';
import { agencyWidgets } from './widgets';
import { leadSearch } from './search';

const lead = { action: 'read', subject: 'Lead' } as const;
const config = { action: 'read', subject: 'AgencyConfig' } as const;
const configPage = (id: string) => async () => ({
  Component: (await import('./routes/config')).configPages[id]!,
});

// Pages are declared once; their menu entries are given below as the specification's menu.
const pages: PageSpec[] = [
  {
    id: 'leads',
    path: 'leads',
    need: lead,
    titleKey: 'title.leads',
    page: () => import('./routes/lead-list'),
    menu: false,
  },
  {
    id: 'leadImport',
    path: 'leads/import',
    need: { action: 'create', subject: 'Lead' },
    titleKey: 'title.leadImport',
    page: () => import('./routes/lead-import'),
    menu: false,
  },
  {
    id: 'leadBoard',
    path: 'leads/board',
    need: lead,
    titleKey: 'title.leadBoard',
    page: () => import('./routes/lead-board'),
    menu: false,
  },
  {
    id: 'leadDetail',
    path: 'leads/:leadId',
    need: lead,
    titleKey: 'title.lead',
    page: () => import('./routes/lead-detail'),
    menu: false,
  },
  {
    id: 'agency',
    path: 'agency',
    need: { action: 'read', subject: 'Agency' },
    titleKey: 'title.agency',
    page: () => import('./routes/agencies'),
    menu: false,
  },
  {
    id: 'tasks',
    path: 'tasks',
    need: { action: 'read', subject: 'Task' },
    titleKey: 'title.tasks',
    page: () => import('./routes/tasks'),
    menu: false,
  },
  {
    id: 'calculator',
    path: 'config/calculator',
    need: config,
    titleKey: 'title.calculator',
    page: () => import('./routes/calculator'),
    menu: false,
  },
  {
    id: 'destinations',
    path: 'config/destinations',
    need: config,
    titleKey: 'title.destinations',
    page: configPage('destinations'),
    menu: false,
  },
  {
    id: 'programmes',
    path: 'config/programmes',
    need: config,
    titleKey: 'title.programmes',
    page: configPage('programmes'),
    menu: false,
  },
  {
    id: 'programme',
    path: 'config/programmes/:programmeId',
    need: config,
    titleKey: 'title.programme',
    page: () => import('./routes/programme'),
    menu: false,
  },
  {
    id: 'costComponents',
    path: 'config/cost-components',
    need: config,
    titleKey: 'title.costComponents',
    page: configPage('costComponents'),
    menu: false,
  },
  {
    id: 'paymentSchedules',
    path: 'config/payment-schedules',
    need: config,
    titleKey: 'title.paymentSchedules',
    page: configPage('paymentSchedules'),
    menu: false,
  },
  {
    id: 'programConditions',
    path: 'config/program-conditions',
    need: config,
    titleKey: 'title.programConditions',
    page: configPage('programConditions'),
    menu: false,
  },
  {
    id: 'commission',
    path: 'config/commission',
    need: config,
    titleKey: 'title.commission',
    page: configPage('commission'),
    menu: false,
  },
  {
    id: 'taskTypes',
    path: 'config/task-types',
    need: config,
    titleKey: 'title.taskTypes',
    page: configPage('taskTypes'),
    menu: false,
  },
  {
    id: 'ageDependents',
    path: 'age-dependents',
    need: config,
    titleKey: 'title.ageDependents',
    page: configPage('ageDependents'),
    menu: false,
  },
  {
    id: 'terms',
    path: 'terms',
    need: config,
    titleKey: 'title.terms',
    page: () => import('./routes/terms'),
    menu: false,
  },
];

const entry = (
  id: string,
  icon: string,
  rank: number,
  to: string,
  need: NavItem['need'],
): NavItem => ({ id, labelKey: `title.${id}`, icon, rank, to, need });
/**
 * The menu as the specification gives it, at the top level of an agency tenant's navigation:
 * Leads, Agency, Task, Config (a group), Age vs Dependents, Terms & Conditions.
 */
const nav: NavItem[] = [
  entry('leads', 'users', 1, '/leads', lead),
  entry('agency', 'building', 2, '/agency', { action: 'read', subject: 'Agency' }),
  entry('tasks', 'check', 3, '/tasks', { action: 'read', subject: 'Task' }),
  {
    id: 'config',
    labelKey: 'title.config',
    icon: 'settings',
    rank: 4,
    need: config,
    children: [
      entry('destinations', 'globe', 1, '/config/destinations', config),
      entry('programmes', 'book', 2, '/config/programmes', config),
      entry('costComponents', 'coins', 3, '/config/cost-components', config),
      entry('paymentSchedules', 'calendar', 4, '/config/payment-schedules', config),
      entry('programConditions', 'list', 5, '/config/program-conditions', config),
      entry('commission', 'percent', 6, '/config/commission', config),
      entry('taskTypes', 'tag', 7, '/config/task-types', config),
      entry('calculator', 'wallet', 8, '/config/calculator', config),
    ],
  },
  entry('ageDependents', 'users', 5, '/age-dependents', config),
  entry('terms', 'file', 6, '/terms', config),
];

export const remote = defineRemote({
  id: 'agency',
  pages,
  nav,
  widgets: agencyWidgets,
  search: [leadSearch],
  translations: {
    en: () => import('./i18n/en.json'),
    fr: () => import('./i18n/fr.json'),
    ar: () => import('./i18n/ar.json'),
  },
});

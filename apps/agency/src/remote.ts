import { defineRemote, type NavItem, type PageSpec } from '@sp/contracts';
import { auditVocabulary } from './audit-vocabulary';
import { agencyWidgets } from './widgets';
import { leadSearch } from './search';

const lead = { action: 'read', subject: 'Lead' } as const;
const config = { action: 'read', subject: 'AgencyConfig' } as const;
const configPage = (id: string) => async () => ({
  Component: (await import('./routes/config')).configPages[id]!,
});

/** Where a page sits in the menu: its icon, its rank, and the group it is under (Config). */
interface MenuPlace {
  icon: string;
  rank: number;
  group?: 'config';
}
type AgencyPage = Omit<PageSpec, 'menu'> & { nav?: MenuPlace };

// Each page is declared once, its place in the menu beside it: the routes and the menu are
// both read from this table (the specification's menu is not the kit's one-entry-per-page).
const table: AgencyPage[] = [
  {
    id: 'leads',
    path: 'leads',
    need: lead,
    titleKey: 'title.leads',
    page: () => import('./routes/lead-list'),
    nav: { icon: 'users', rank: 1 },
  },
  {
    id: 'leadImport',
    path: 'leads/import',
    need: { action: 'create', subject: 'Lead' },
    titleKey: 'title.leadImport',
    page: () => import('./routes/lead-import'),
  },
  {
    id: 'leadBoard',
    path: 'leads/board',
    need: lead,
    titleKey: 'title.leadBoard',
    page: () => import('./routes/lead-board'),
  },
  {
    id: 'leadDetail',
    path: 'leads/:leadId',
    need: lead,
    titleKey: 'title.lead',
    page: () => import('./routes/lead-detail'),
  },
  {
    id: 'agency',
    path: 'agency',
    need: { action: 'read', subject: 'Agency' },
    titleKey: 'title.agency',
    page: () => import('./routes/agencies'),
    nav: { icon: 'building', rank: 2 },
  },
  {
    id: 'tasks',
    path: 'tasks',
    need: { action: 'read', subject: 'Task' },
    titleKey: 'title.tasks',
    page: () => import('./routes/tasks'),
    nav: { icon: 'check', rank: 3 },
  },
  {
    id: 'calculator',
    path: 'config/calculator',
    need: config,
    titleKey: 'title.calculator',
    page: () => import('./routes/calculator'),
    nav: { icon: 'wallet', rank: 8, group: 'config' },
  },
  {
    id: 'destinations',
    path: 'config/destinations',
    need: config,
    titleKey: 'title.destinations',
    page: configPage('destinations'),
    nav: { icon: 'globe', rank: 1, group: 'config' },
  },
  {
    id: 'programmes',
    path: 'config/programmes',
    need: config,
    titleKey: 'title.programmes',
    page: configPage('programmes'),
    nav: { icon: 'book', rank: 2, group: 'config' },
  },
  {
    id: 'programme',
    path: 'config/programmes/:programmeId',
    need: config,
    titleKey: 'title.programme',
    page: () => import('./routes/programme'),
  },
  {
    id: 'costComponents',
    path: 'config/cost-components',
    need: config,
    titleKey: 'title.costComponents',
    page: configPage('costComponents'),
    nav: { icon: 'coins', rank: 3, group: 'config' },
  },
  {
    id: 'paymentSchedules',
    path: 'config/payment-schedules',
    need: config,
    titleKey: 'title.paymentSchedules',
    page: configPage('paymentSchedules'),
    nav: { icon: 'calendar', rank: 4, group: 'config' },
  },
  {
    id: 'programConditions',
    path: 'config/program-conditions',
    need: config,
    titleKey: 'title.programConditions',
    page: configPage('programConditions'),
    nav: { icon: 'list', rank: 5, group: 'config' },
  },
  {
    id: 'commission',
    path: 'config/commission',
    need: config,
    titleKey: 'title.commission',
    page: configPage('commission'),
    nav: { icon: 'percent', rank: 6, group: 'config' },
  },
  {
    id: 'taskTypes',
    path: 'config/task-types',
    need: config,
    titleKey: 'title.taskTypes',
    page: configPage('taskTypes'),
    nav: { icon: 'tag', rank: 7, group: 'config' },
  },
  {
    id: 'ageDependents',
    path: 'age-dependents',
    need: config,
    titleKey: 'title.ageDependents',
    page: configPage('ageDependents'),
    nav: { icon: 'users', rank: 5 },
  },
  {
    id: 'terms',
    path: 'terms',
    need: config,
    titleKey: 'title.terms',
    page: () => import('./routes/terms'),
    nav: { icon: 'file', rank: 6 },
  },
];

const pages: PageSpec[] = table.map(({ nav: _place, ...page }) => ({ ...page, menu: false }));

const entry = (page: AgencyPage & { nav: MenuPlace }): NavItem => ({
  id: page.id,
  labelKey: page.titleKey,
  icon: page.nav.icon,
  rank: page.nav.rank,
  to: `/${page.path}`,
  need: page.need,
});
const inMenu = (group?: MenuPlace['group']) =>
  table
    .filter((p): p is AgencyPage & { nav: MenuPlace } => !!p.nav && p.nav.group === group)
    .map(entry)
    .sort((a, b) => a.rank - b.rank);
/**
 * The menu as the specification gives it, at the top level of an agency tenant's navigation:
 * Leads, Agency, Task, Config (a group), Age vs Dependents, Terms & Conditions.
 */
const nav: NavItem[] = [
  ...inMenu(),
  {
    id: 'config',
    labelKey: 'title.config',
    icon: 'settings',
    rank: 4,
    need: config,
    children: inMenu('config'),
  },
].sort((a, b) => a.rank - b.rank);

export const remote = defineRemote({
  id: 'agency',
  pages,
  nav,
  widgets: agencyWidgets,
  search: [leadSearch],
  audit: auditVocabulary,
  translations: {
    en: () => import('./i18n/en.json'),
    fr: () => import('./i18n/fr.json'),
    ar: () => import('./i18n/ar.json'),
  },
});
